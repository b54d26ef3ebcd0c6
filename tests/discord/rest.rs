//! The HTTP side: the axum router, body decoding (JSON or multipart with `payload_json` and
//! `files[N]`), the route table, request recording and logging.

use std::sync::Arc;
use std::time::Instant;

use axum::Router;
use axum::body::Body as HttpBody;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{DefaultBodyLimit, FromRequest, Multipart, Request as HttpRequest, State};
use axum::http::{Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde_json::{Value, json};

use super::checks::ApiError;
use super::state::{ATTACHMENT_LIMIT, Body, FilePart, Resp, State as World};
use super::{APP_ID, BOT_ID, CommandScope, Guild, Request, Shared, gateway};

/// Bodies up to a little over Discord's upload limit are read; larger ones fail the check.
const BODY_LIMIT: usize = ATTACHMENT_LIMIT + 1024 * 1024;

pub(crate) fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/gateway", get(upgrade))
        .fallback(handle)
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .with_state(shared)
}

async fn upgrade(State(shared): State<Arc<Shared>>, uri: Uri, ws: WebSocketUpgrade) -> Response {
    let query = uri.query().unwrap_or_default().to_owned();
    if shared.logging() {
        eprintln!("[double] gateway connect ?{query}");
    }
    ws.max_message_size(16 << 20)
        .on_upgrade(move |socket| gateway::serve(shared, socket, query))
}

async fn read_body(req: HttpRequest) -> Result<Body, String> {
    let multipart = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|ct| ct.starts_with("multipart/form-data"));
    if !multipart {
        let bytes = axum::body::to_bytes(req.into_body(), BODY_LIMIT)
            .await
            .map_err(|e| format!("body: {e}"))?;
        let json = if bytes.iter().all(u8::is_ascii_whitespace) {
            Value::Null
        } else {
            serde_json::from_slice(&bytes).map_err(|e| format!("JSON: {e}"))?
        };
        return Ok(Body {
            json,
            files: Vec::new(),
        });
    }
    let mut mp = Multipart::from_request(req, &())
        .await
        .map_err(|e| format!("multipart: {e}"))?;
    let mut body = Body {
        json: Value::Null,
        files: Vec::new(),
    };
    let mut fields = serde_json::Map::new();
    while let Some(field) = mp
        .next_field()
        .await
        .map_err(|e| format!("multipart: {e}"))?
    {
        let name = field.name().unwrap_or_default().to_owned();
        let filename = field.file_name().map(str::to_owned);
        let content_type = field.content_type().map(str::to_owned);
        let bytes = field
            .bytes()
            .await
            .map_err(|e| format!("multipart field {name}: {e}"))?;
        if name == "payload_json" {
            body.json = serde_json::from_slice(&bytes).map_err(|e| format!("payload_json: {e}"))?;
        } else if name.starts_with("files[") || name == "file" || filename.is_some() {
            body.files.push(FilePart {
                field: name,
                filename,
                content_type,
                bytes: bytes.to_vec(),
            });
        } else {
            fields.insert(name, json!(String::from_utf8_lossy(&bytes)));
        }
    }
    // Plain form fields (used by a few endpoints instead of payload_json).
    if body.json.is_null() && !fields.is_empty() {
        body.json = Value::Object(fields);
    }
    Ok(body)
}

async fn handle(State(shared): State<Arc<Shared>>, req: HttpRequest) -> Response {
    let at = Instant::now();
    let method = req.method().clone();
    let full = req
        .uri()
        .path_and_query()
        .map_or_else(|| req.uri().path().to_owned(), |p| p.as_str().to_owned());
    let path = req.uri().path().to_owned();
    let query = req.uri().query().unwrap_or_default().to_owned();
    let auth = req
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    let body = read_body(req).await;
    if path.ends_with("/callback") {
        let delay = shared.with(|st| st.callback_delay);
        tokio::time::sleep(delay).await;
    }
    let shown = full.strip_prefix("/api/v10").unwrap_or(&full).to_owned();
    let (resp, status) = shared.with(|st| {
        let authed = auth.starts_with("Bot ")
            && auth.len() > 4
            && st.rejected_token.as_deref() != auth.strip_prefix("Bot ");
        let result = match &body {
            Err(e) => Err(ApiError::bad_request(e)),
            Ok(b) => route(st, &method, &path, &query, authed, b),
        };
        let (resp, status, unknown) = match result {
            Ok(Resp::Unknown) => {
                let e = ApiError::new(404, 0, "404: Not Found");
                (Resp::Json(404, e.body()), 404, true)
            }
            Ok(r) => {
                let status = match &r {
                    Resp::Json(s, _) => *s,
                    Resp::NoContent => 204,
                    Resp::Bytes(..) | Resp::Unknown => 200,
                };
                (r, status, false)
            }
            Err(e) => {
                if matches!(e.status, 400 | 401) {
                    st.problem(format!("{method} {shown} -> {} {}", e.status, e.body()));
                }
                (Resp::Json(e.status, e.body()), e.status, false)
            }
        };
        let (json, files) = match &body {
            Ok(b) => (
                b.json.clone(),
                b.files
                    .iter()
                    .map(|f| f.filename.clone().unwrap_or_else(|| f.field.clone()))
                    .collect(),
            ),
            Err(_) => (Value::Null, Vec::new()),
        };
        let record = Request {
            method: method.to_string(),
            path: shown.clone(),
            body: json,
            files,
            status,
            at,
        };
        if st.log {
            eprintln!(
                "[double] {} {} -> {} {}",
                record.method, record.path, status, record.body
            );
        }
        if unknown {
            eprintln!("[double] unknown route: {method} {shown}");
            st.unknown.push(record.clone());
        }
        st.requests.push(record);
        (resp, status)
    });
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    match resp {
        Resp::Json(_, v) => (status, axum::Json(v)).into_response(),
        Resp::NoContent => StatusCode::NO_CONTENT.into_response(),
        Resp::Bytes(ct, bytes) => {
            (status, [(header::CONTENT_TYPE, ct)], HttpBody::from(bytes)).into_response()
        }
        Resp::Unknown => StatusCode::NOT_FOUND.into_response(),
    }
}

fn id(s: &str) -> Result<u64, ApiError> {
    s.parse().map_err(|_| {
        let mut e = super::checks::FormErrors::default();
        e.add(
            "id",
            "NUMBER_TYPE_COERCE",
            &format!("Value \"{s}\" is not snowflake."),
        );
        e.into_error()
    })
}

fn app(s: &str) -> Result<(), ApiError> {
    if id(s)? == APP_ID {
        Ok(())
    } else {
        Err(ApiError::new(404, 10002, "Unknown Application"))
    }
}

fn guild(s: &str) -> Result<Guild, ApiError> {
    super::guild(id(s)?).ok_or_else(|| ApiError::new(404, 10004, "Unknown Guild"))
}

/// The scope of a guild's commands.
fn in_guild(s: &str) -> Result<CommandScope, ApiError> {
    guild(s).map(|g| CommandScope::Guild(g.id))
}

fn user_ref(s: &str) -> Result<u64, ApiError> {
    if s == "@me" { Ok(BOT_ID) } else { id(s) }
}

/// The route table, Discord's paths below `/api/v10`.
fn route(
    st: &mut World,
    method: &Method,
    path: &str,
    query: &str,
    authed: bool,
    body: &Body,
) -> Result<Resp, ApiError> {
    // Attachment downloads (the URLs the double puts in message attachments) need no token.
    if let Some(rest) = path.strip_prefix("/attachments/") {
        let segs: Vec<&str> = rest.split('/').collect();
        if let [ch, att, _name] = segs.as_slice() {
            let (ch, att) = (id(ch)?, id(att)?);
            return st
                .attachment_bytes(ch, att)
                .ok_or_else(|| ApiError::new(404, 0, "404: Not Found"));
        }
        return Ok(Resp::Unknown);
    }
    // The files users picked for ATTACHMENT options (Double::upload), no token either.
    if let Some(rest) = path.strip_prefix("/ephemeral-attachments/") {
        let segs: Vec<&str> = rest.split('/').collect();
        if let [a, att, _name] = segs.as_slice() {
            app(a)?;
            return st
                .upload_bytes(id(att)?)
                .ok_or_else(|| ApiError::new(404, 0, "404: Not Found"));
        }
        return Ok(Resp::Unknown);
    }
    let Some(rest) = path.strip_prefix("/api/v10/") else {
        return Ok(Resp::Unknown);
    };
    if !authed {
        return Err(ApiError::new(401, 0, "401: Unauthorized"));
    }
    let segs: Vec<&str> = rest.trim_end_matches('/').split('/').collect();
    let j = &body.json;
    let m = method.as_str();
    match (m, segs.as_slice()) {
        ("GET", ["gateway"]) => Ok(st.gateway_info(false)),
        ("GET", ["gateway", "bot"]) => Ok(st.gateway_info(true)),
        ("GET", ["oauth2", "applications", "@me"] | ["applications", "@me"]) => {
            Ok(st.application())
        }
        ("GET", ["users", "@me"]) => Ok(st.current_user()),
        ("GET", ["users", u]) => st.user(id(u)?),
        ("POST", ["users", "@me", "channels"]) => st.open_dm(j),

        // Commands: global, then guild.
        ("GET" | "PUT" | "POST", ["applications", a, "commands"]) => {
            app(a)?;
            commands(st, m, CommandScope::Global, None, j)
        }
        ("GET" | "PATCH" | "DELETE", ["applications", a, "commands", c]) => {
            app(a)?;
            commands(st, m, CommandScope::Global, Some(id(c)?), j)
        }
        ("GET" | "PUT" | "POST", ["applications", a, "guilds", g, "commands"]) => {
            app(a)?;
            commands(st, m, in_guild(g)?, None, j)
        }
        ("GET" | "PATCH" | "DELETE", ["applications", a, "guilds", g, "commands", c]) => {
            app(a)?;
            commands(st, m, in_guild(g)?, Some(id(c)?), j)
        }

        // Interactions.
        ("POST", ["interactions", i, token, "callback"]) => st.callback(id(i)?, token, body),
        ("POST", ["webhooks", a, token]) => st.followup(id(a)?, token, body),
        ("GET", ["webhooks", a, token, "messages", msg]) => {
            st.get_webhook_message(id(a)?, token, msg)
        }
        ("PATCH", ["webhooks", a, token, "messages", msg]) => {
            st.edit_webhook_message(id(a)?, token, msg, body)
        }
        ("DELETE", ["webhooks", a, token, "messages", msg]) => {
            st.delete_webhook_message(id(a)?, token, msg)
        }

        // Channels, messages, threads.
        ("GET", ["channels", c]) => st.get_channel(id(c)?),
        ("PATCH", ["channels", c]) => st.edit_channel(id(c)?, j),
        ("DELETE", ["channels", c]) => st.delete_channel(id(c)?),
        ("GET", ["channels", c, "messages"]) => st.list_messages(id(c)?, query),
        ("POST", ["channels", c, "messages"]) => st.create_message(id(c)?, body),
        ("GET", ["channels", c, "messages", msg]) => st.get_message(id(c)?, id(msg)?),
        ("PATCH", ["channels", c, "messages", msg]) => st.edit_message(id(c)?, id(msg)?, body),
        ("DELETE", ["channels", c, "messages", msg]) => st.delete_message(id(c)?, id(msg)?),
        ("POST", ["channels", c, "messages", msg, "threads"]) => {
            st.thread_from_message(id(c)?, id(msg)?, j)
        }
        ("POST", ["channels", c, "threads"]) => st.thread_in_channel(id(c)?, j),
        ("PUT", ["channels", c, "thread-members", u]) => st.join_thread(id(c)?, user_ref(u)?),
        ("DELETE", ["channels", c, "thread-members", u]) => st.leave_thread(id(c)?, user_ref(u)?),
        ("POST", ["channels", c, "typing"]) => {
            st.get_channel(id(c)?)?;
            Ok(Resp::NoContent)
        }
        ("PUT" | "DELETE", ["channels", c, "messages", msg, "reactions", _emoji, "@me"]) => {
            st.get_message(id(c)?, id(msg)?)?;
            Ok(Resp::NoContent)
        }

        // The guilds.
        ("GET", ["guilds", g]) => guild(g).map(|g| st.get_guild(&g)),
        ("GET", ["guilds", g, "channels"]) => guild(g).map(|g| st.guild_channels(&g)),
        ("GET", ["guilds", g, "threads", "active"]) => guild(g).map(|g| st.active_threads(&g)),
        ("GET", ["guilds", g, "members", u]) => guild(g).and_then(|g| st.member(&g, user_ref(u)?)),
        _ => Ok(Resp::Unknown),
    }
}

/// The command routes of one scope: the list (`command` none) or one command.
fn commands(
    st: &mut World,
    method: &str,
    scope: CommandScope,
    command: Option<u64>,
    body: &Value,
) -> Result<Resp, ApiError> {
    match (method, command) {
        ("GET", None) => Ok(st.get_commands(scope)),
        ("PUT", None) => st.put_commands(scope, body),
        ("POST", None) => st.post_command(scope, body),
        ("GET", Some(c)) => st.get_command(scope, c),
        ("PATCH", Some(c)) => st.edit_command(scope, c, body),
        ("DELETE", Some(c)) => st.delete_command(scope, c),
        _ => Ok(Resp::Unknown),
    }
}
