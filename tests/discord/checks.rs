//! Discord's error answers and the limits Discord enforces on what a bot sends (message
//! content, embeds, components, commands, autocomplete choices, modals), so the double
//! rejects what Discord would reject instead of letting a test pass on a payload that would
//! fail in production.

use serde_json::{Value, json};

/// An error answer in Discord's format (`{"message", "code", "errors"}`).
#[derive(Debug)]
pub(crate) struct ApiError {
    pub(crate) status: u16,
    pub(crate) code: u32,
    pub(crate) message: String,
    pub(crate) errors: Option<Value>,
}

impl ApiError {
    pub(crate) fn new(status: u16, code: u32, message: &str) -> ApiError {
        ApiError {
            status,
            code,
            message: message.to_owned(),
            errors: None,
        }
    }

    pub(crate) fn unknown_channel() -> ApiError {
        ApiError::new(404, 10003, "Unknown Channel")
    }

    pub(crate) fn unknown_message() -> ApiError {
        ApiError::new(404, 10008, "Unknown Message")
    }

    pub(crate) fn unknown_interaction() -> ApiError {
        ApiError::new(404, 10062, "Unknown interaction")
    }

    pub(crate) fn bad_request(why: &str) -> ApiError {
        ApiError::new(
            400,
            50109,
            &format!("The request body contains invalid JSON. ({why})"),
        )
    }

    pub(crate) fn body(&self) -> Value {
        let mut v = json!({"message": self.message, "code": self.code});
        if let Some(e) = &self.errors {
            v["errors"] = e.clone();
        }
        v
    }
}

/// Collects "Invalid Form Body" (50035) errors, nested by path as Discord nests them
/// (`{"embeds": {"0": {"title": {"_errors": [...]}}}}`).
#[derive(Default)]
pub(crate) struct FormErrors {
    prefix: String,
    errors: Value,
    count: usize,
}

impl FormErrors {
    pub(crate) fn with_prefix(prefix: &str) -> FormErrors {
        FormErrors {
            prefix: prefix.to_owned(),
            ..FormErrors::default()
        }
    }

    pub(crate) fn add(&mut self, path: &str, code: &str, message: &str) {
        let mut node = &mut self.errors;
        for part in self
            .prefix
            .split('.')
            .chain(path.split('.'))
            .filter(|p| !p.is_empty())
        {
            node = &mut node[part];
        }
        if !node["_errors"].is_array() {
            node["_errors"] = json!([]);
        }
        if let Some(list) = node["_errors"].as_array_mut() {
            list.push(json!({"code": code, "message": message}));
        }
        self.count += 1;
    }

    pub(crate) fn into_error(self) -> ApiError {
        ApiError {
            status: 400,
            code: 50035,
            message: "Invalid Form Body".into(),
            errors: Some(self.errors),
        }
    }

    pub(crate) fn into_result(self) -> Result<(), ApiError> {
        if self.count == 0 {
            Ok(())
        } else {
            Err(self.into_error())
        }
    }
}

fn chars(v: &Value) -> usize {
    v.as_str().map_or(0, |s| s.chars().count())
}

fn check_len(errs: &mut FormErrors, path: &str, v: &Value, min: usize, max: usize) {
    if v.is_null() {
        if min > 0 {
            errs.add(path, "BASE_TYPE_REQUIRED", "This field is required");
        }
        return;
    }
    if !v.is_string() {
        errs.add(path, "BASE_TYPE_STRING", "Must be a string.");
        return;
    }
    let n = chars(v);
    if n < min || n > max {
        errs.add(
            path,
            "BASE_TYPE_BAD_LENGTH",
            &format!("Must be between {min} and {max} in length."),
        );
    }
}

/// A create-message `nonce` (null aside): a string of at most 25 characters or an
/// integer, with Discord's error codes.
pub(crate) fn nonce(n: &Value, errs: &mut FormErrors) {
    match n {
        Value::String(s) if s.chars().count() > 25 => errs.add(
            "nonce",
            "NONCE_TYPE_TOO_LONG",
            "Must be 25 or fewer characters long.",
        ),
        Value::String(_) => {}
        Value::Number(x) if x.is_i64() || x.is_u64() => {}
        _ => errs.add(
            "nonce",
            "NONCE_TYPE_INVALID_TYPE",
            "This field must be a string or integer.",
        ),
    }
}

/// Limits of a message create/edit payload.
pub(crate) fn message_payload(p: &Value, errs: &mut FormErrors) {
    if let Some(c) = p.get("content").filter(|c| !c.is_null()) {
        check_len(errs, "content", c, 0, 2000);
    }
    if let Some(embeds) = p.get("embeds").and_then(Value::as_array) {
        if embeds.len() > 10 {
            errs.add(
                "embeds",
                "BASE_TYPE_MAX_LENGTH",
                "Must be 10 or fewer in length.",
            );
        }
        let mut total = 0;
        for (i, e) in embeds.iter().enumerate() {
            let at = |k: &str| format!("embeds.{i}.{k}");
            for (key, max) in [("title", 256), ("description", 4096)] {
                if !e[key].is_null() {
                    check_len(errs, &at(key), &e[key], 0, max);
                    total += chars(&e[key]);
                }
            }
            if !e["footer"].is_null() {
                check_len(errs, &at("footer.text"), &e["footer"]["text"], 1, 2048);
                total += chars(&e["footer"]["text"]);
            }
            if !e["author"].is_null() {
                check_len(errs, &at("author.name"), &e["author"]["name"], 1, 256);
                total += chars(&e["author"]["name"]);
            }
            if let Some(fields) = e["fields"].as_array() {
                if fields.len() > 25 {
                    errs.add(
                        &at("fields"),
                        "BASE_TYPE_MAX_LENGTH",
                        "Must be 25 or fewer in length.",
                    );
                }
                for (j, f) in fields.iter().enumerate() {
                    check_len(errs, &at(&format!("fields.{j}.name")), &f["name"], 1, 256);
                    check_len(
                        errs,
                        &at(&format!("fields.{j}.value")),
                        &f["value"],
                        1,
                        1024,
                    );
                    total += chars(&f["name"]) + chars(&f["value"]);
                }
            }
            for img in ["image", "thumbnail"] {
                if !e[img].is_null() && !e[img]["url"].is_string() {
                    errs.add(
                        &at(&format!("{img}.url")),
                        "BASE_TYPE_REQUIRED",
                        "This field is required",
                    );
                }
            }
        }
        if total > 6000 {
            errs.add(
                "embeds",
                "MAX_EMBED_SIZE_EXCEEDED",
                "Embed size exceeds maximum size of 6000",
            );
        }
    }
    if let Some(rows) = p.get("components").and_then(Value::as_array) {
        components(rows, errs);
    }
}

fn components(rows: &[Value], errs: &mut FormErrors) {
    if rows.len() > 5 {
        errs.add(
            "components",
            "BASE_TYPE_MAX_LENGTH",
            "Must be 5 or fewer in length.",
        );
    }
    let mut ids: Vec<&str> = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        let at = |k: &str| format!("components.{i}.{k}");
        if row["type"] != 1 {
            errs.add(
                &at("type"),
                "UNION_TYPE_CHOICES",
                "Value of field \"type\" must be one of (1,).",
            );
            continue;
        }
        let items = row["components"]
            .as_array()
            .map(Vec::as_slice)
            .unwrap_or_default();
        if items.is_empty() || items.len() > 5 {
            errs.add(
                &at("components"),
                "BASE_TYPE_BAD_LENGTH",
                "Must be between 1 and 5 in length.",
            );
        }
        let selects = items
            .iter()
            .filter(|c| matches!(c["type"].as_u64(), Some(3 | 5..=8)))
            .count();
        if selects > 0 && items.len() > 1 {
            errs.add(
                &at("components"),
                "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                "The specified component exceeds the maximum width",
            );
        }
        for (j, c) in items.iter().enumerate() {
            let at = |k: &str| format!("components.{i}.components.{j}.{k}");
            match c["type"].as_u64() {
                Some(2) => {
                    let style = c["style"].as_u64().unwrap_or(0);
                    match style {
                        5 => {
                            if !c["url"].is_string() {
                                errs.add(
                                    &at("url"),
                                    "BASE_TYPE_REQUIRED",
                                    "This field is required",
                                );
                            }
                        }
                        6 => {}
                        1..=4 => check_len(errs, &at("custom_id"), &c["custom_id"], 1, 100),
                        _ => errs.add(
                            &at("style"),
                            "BASE_TYPE_CHOICES",
                            "Value must be one of {1, 2, 3, 4, 5, 6}.",
                        ),
                    }
                    if !c["label"].is_null() {
                        check_len(errs, &at("label"), &c["label"], 0, 80);
                    }
                    if c["label"].is_null() && c["emoji"].is_null() && style != 6 {
                        errs.add(
                            &at("label"),
                            "BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED",
                            "A label or emoji is required",
                        );
                    }
                }
                Some(3 | 5..=8) => {
                    check_len(errs, &at("custom_id"), &c["custom_id"], 1, 100);
                    if c["type"] == 3 {
                        let n = c["options"].as_array().map_or(0, Vec::len);
                        if n == 0 || n > 25 {
                            errs.add(
                                &at("options"),
                                "BASE_TYPE_BAD_LENGTH",
                                "Must be between 1 and 25 in length.",
                            );
                        }
                    }
                }
                _ => errs.add(
                    &at("type"),
                    "UNION_TYPE_CHOICES",
                    "Invalid component type for an action row",
                ),
            }
            if let Some(id) = c["custom_id"].as_str() {
                if ids.contains(&id) {
                    errs.add(
                        &at("custom_id"),
                        "COMPONENT_CUSTOM_ID_DUPLICATED",
                        "Component custom id cannot be duplicated",
                    );
                }
                ids.push(id);
            }
        }
    }
}

/// Whether `name` is a valid command or option name (lowercase where a letter has case).
fn valid_name(name: &str) -> bool {
    let n = name.chars().count();
    (1..=32).contains(&n)
        && name.chars().all(|c| {
            (c.is_alphanumeric() || c == '-' || c == '_' || c == '\'') && !c.is_uppercase()
        })
}

/// The locales Discord accepts as keys of `name_localizations` and
/// `description_localizations`.
const LOCALES: [&str; 32] = [
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

/// A command's, option's or choice's localisations: known locales, names
/// valid as `valid_name` says (or 1 to 100 characters for choices), descriptions of 1 to 100
/// characters. Returns the longest name and description, which count towards the 4000.
fn localizations(v: &Value, path: &str, errs: &mut FormErrors, choice: bool) -> (usize, usize) {
    let mut longest = (chars(&v["name"]), chars(&v["description"]));
    for (field, is_name) in [
        ("name_localizations", true),
        ("description_localizations", false),
    ] {
        let Some(map) = v[field].as_object() else {
            continue;
        };
        for (locale, text) in map {
            let at = format!("{path}.{field}.{locale}");
            if !LOCALES.contains(&locale.as_str()) {
                errs.add(&at, "LOCALE_INVALID", "Invalid locale");
                continue;
            }
            if is_name && !choice {
                if !valid_name(text.as_str().unwrap_or_default()) {
                    errs.add(
                        &at,
                        "APPLICATION_COMMAND_INVALID_NAME",
                        "Command name is invalid",
                    );
                }
            } else {
                check_len(errs, &at, text, 1, 100);
            }
            let n = chars(text);
            if is_name {
                longest.0 = longest.0.max(n);
            } else {
                longest.1 = longest.1.max(n);
            }
        }
    }
    longest
}

/// Names of siblings must differ in every locale, as the default names must.
fn localized_names_unique(list: &[Value], path: &str, errs: &mut FormErrors) {
    for locale in LOCALES {
        let mut seen: Vec<(u64, String)> = Vec::new();
        for (i, v) in list.iter().enumerate() {
            let kind = v["type"].as_u64().unwrap_or(1);
            let name = v["name_localizations"][locale]
                .as_str()
                .or(v["name"].as_str())
                .unwrap_or_default()
                .to_string();
            if seen.contains(&(kind, name.clone())) {
                errs.add(
                    &format!("{path}{i}.name_localizations.{locale}"),
                    "APPLICATION_COMMANDS_DUPLICATE_NAME",
                    "Application command names must be unique",
                );
            }
            seen.push((kind, name));
        }
    }
}

/// Rules Discord applies when commands are registered.
pub(crate) fn commands(list: &[Value], errs: &mut FormErrors) {
    if list.len() > 110 {
        errs.add(
            "",
            "BASE_TYPE_MAX_LENGTH",
            "Must be 110 or fewer in length.",
        );
    }
    localized_names_unique(list, "", errs);
    let mut seen: Vec<(u64, &str)> = Vec::new();
    for (i, c) in list.iter().enumerate() {
        let kind = c["type"].as_u64().unwrap_or(1);
        let name = c["name"].as_str().unwrap_or_default();
        if kind == 1 && !valid_name(name) {
            errs.add(
                &format!("{i}.name"),
                "APPLICATION_COMMAND_INVALID_NAME",
                "Command name is invalid",
            );
        } else if !(1..=32).contains(&name.chars().count()) {
            errs.add(
                &format!("{i}.name"),
                "BASE_TYPE_BAD_LENGTH",
                "Must be between 1 and 32 in length.",
            );
        }
        if seen.contains(&(kind, name)) {
            errs.add(
                &format!("{i}.name"),
                "APPLICATION_COMMANDS_DUPLICATE_NAME",
                "Application command names must be unique",
            );
        }
        seen.push((kind, name));
        if kind == 1 {
            check_len(errs, &format!("{i}.description"), &c["description"], 1, 100);
        } else if chars(&c["description"]) > 0 {
            errs.add(
                &format!("{i}.description"),
                "APPLICATION_COMMAND_DESCRIPTION_INVALID",
                "Only chat input commands have descriptions",
            );
        }
        let (name_len, description_len) = localizations(c, &format!("{i}"), errs, false);
        let mut total = name_len + description_len;
        options(&c["options"], &format!("{i}.options"), errs, 0, &mut total);
        if total > 4000 {
            errs.add(
                &format!("{i}"),
                "APPLICATION_COMMAND_TOO_LARGE",
                "Command exceeds maximum size (4000)",
            );
        }
    }
}

fn options(opts: &Value, path: &str, errs: &mut FormErrors, depth: usize, total: &mut usize) {
    let Some(list) = opts.as_array() else { return };
    if list.len() > 25 {
        errs.add(
            path,
            "BASE_TYPE_MAX_LENGTH",
            "Must be 25 or fewer in length.",
        );
    }
    localized_names_unique(list, &format!("{path}."), errs);
    let mut names: Vec<&str> = Vec::new();
    let mut optional_seen = false;
    for (j, o) in list.iter().enumerate() {
        let at = |k: &str| format!("{path}.{j}.{k}");
        let name = o["name"].as_str().unwrap_or_default();
        if !valid_name(name) {
            errs.add(
                &at("name"),
                "APPLICATION_COMMAND_INVALID_NAME",
                "Command name is invalid",
            );
        }
        if names.contains(&name) {
            errs.add(
                &at("name"),
                "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS",
                "Option names must be unique",
            );
        }
        names.push(name);
        check_len(errs, &at("description"), &o["description"], 1, 100);
        let (name_len, description_len) = localizations(o, &format!("{path}.{j}"), errs, false);
        *total += name_len + description_len;
        let kind = o["type"].as_u64().unwrap_or(0);
        if !(1..=11).contains(&kind) {
            errs.add(
                &at("type"),
                "BASE_TYPE_CHOICES",
                "Value must be one of {1, ..., 11}.",
            );
        }
        let required = o["required"].as_bool().unwrap_or(false);
        if kind > 2 {
            if required && optional_seen {
                errs.add(
                    &at("required"),
                    "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                    "Required options must be placed before non-required options",
                );
            }
            optional_seen |= !required;
        }
        if let Some(choices) = o["choices"].as_array() {
            if o["autocomplete"] == true && !choices.is_empty() {
                errs.add(
                    &at("autocomplete"),
                    "APPLICATION_COMMAND_AUTOCOMPLETE_CHOICES",
                    "Autocomplete and choices cannot both be set",
                );
            }
            if choices.len() > 25 {
                errs.add(
                    &at("choices"),
                    "BASE_TYPE_MAX_LENGTH",
                    "Must be 25 or fewer in length.",
                );
            }
            for (k, ch) in choices.iter().enumerate() {
                check_len(errs, &at(&format!("choices.{k}.name")), &ch["name"], 1, 100);
                let (name_len, _) = localizations(ch, &at(&format!("choices.{k}")), errs, true);
                *total += name_len;
                match (&ch["value"], kind) {
                    (Value::String(_), 3) => {
                        check_len(
                            errs,
                            &at(&format!("choices.{k}.value")),
                            &ch["value"],
                            1,
                            100,
                        );
                        *total += chars(&ch["value"]);
                    }
                    (Value::Number(n), 4) if n.is_i64() || n.is_u64() => {}
                    (Value::Number(_), 10) => {}
                    _ => errs.add(
                        &at(&format!("choices.{k}.value")),
                        "APPLICATION_COMMAND_OPTION_CHOICE_VALUE_INVALID",
                        "Choice value does not match the option type",
                    ),
                }
            }
        }
        if matches!(kind, 1 | 2) {
            if depth >= 2 || (kind == 2 && depth >= 1) {
                errs.add(
                    &at("type"),
                    "APPLICATION_COMMAND_OPTION_NESTED_TOO_DEEP",
                    "Subcommands nest too deep",
                );
            }
            if kind == 2 {
                let subs = o["options"]
                    .as_array()
                    .map(Vec::as_slice)
                    .unwrap_or_default();
                if subs.iter().any(|s| s["type"] != 1) {
                    errs.add(
                        &at("options"),
                        "APPLICATION_COMMAND_OPTION_GROUP_CONTENT",
                        "Subcommand groups hold only subcommands",
                    );
                }
            }
            options(&o["options"], &at("options"), errs, depth + 1, total);
        }
    }
}

/// An autocomplete (type 8) answer's choices.
pub(crate) fn choices(v: &Value, errs: &mut FormErrors) {
    let Some(list) = v.as_array() else {
        errs.add("choices", "BASE_TYPE_REQUIRED", "This field is required");
        return;
    };
    if list.len() > 25 {
        errs.add(
            "choices",
            "BASE_TYPE_MAX_LENGTH",
            "Must be 25 or fewer in length.",
        );
    }
    for (i, c) in list.iter().enumerate() {
        check_len(errs, &format!("choices.{i}.name"), &c["name"], 1, 100);
        match &c["value"] {
            Value::String(_) => check_len(errs, &format!("choices.{i}.value"), &c["value"], 0, 100),
            Value::Number(_) => {}
            _ => errs.add(
                &format!("choices.{i}.value"),
                "BASE_TYPE_REQUIRED",
                "This field is required",
            ),
        }
    }
}

/// A modal (type 9) answer.
pub(crate) fn modal(v: &Value, errs: &mut FormErrors) {
    check_len(errs, "custom_id", &v["custom_id"], 1, 100);
    check_len(errs, "title", &v["title"], 1, 45);
    let rows = v["components"]
        .as_array()
        .map(Vec::as_slice)
        .unwrap_or_default();
    if rows.is_empty() || rows.len() > 5 {
        errs.add(
            "components",
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 1 and 5 in length.",
        );
    }
    for (i, row) in rows.iter().enumerate() {
        let items = row["components"]
            .as_array()
            .map(Vec::as_slice)
            .unwrap_or_default();
        if row["type"] != 1 || items.len() != 1 || items[0]["type"] != 4 {
            errs.add(
                &format!("components.{i}"),
                "MODAL_ROW_INVALID",
                "Each modal row holds one text input",
            );
            continue;
        }
        let at = |k: &str| format!("components.{i}.components.0.{k}");
        check_len(errs, &at("custom_id"), &items[0]["custom_id"], 1, 100);
        check_len(errs, &at("label"), &items[0]["label"], 1, 45);
        if !matches!(items[0]["style"].as_u64(), Some(1 | 2)) {
            errs.add(
                &at("style"),
                "BASE_TYPE_CHOICES",
                "Value must be one of {1, 2}.",
            );
        }
    }
}

/// Width and height from a PNG's IHDR, as Discord reports them for images.
pub(crate) fn png_size(b: &[u8]) -> Option<(u32, u32)> {
    if b.len() < 24 || &b[..8] != b"\x89PNG\r\n\x1a\n" {
        return None;
    }
    let w = u32::from_be_bytes(b[16..20].try_into().ok()?);
    let h = u32::from_be_bytes(b[20..24].try_into().ok()?);
    Some((w, h))
}

pub(crate) fn guess_type(filename: &str) -> Option<String> {
    let ext = filename.rsplit_once('.')?.1.to_ascii_lowercase();
    let t = match ext.as_str() {
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "gif" => "image/gif",
        "webp" => "image/webp",
        "svg" => "image/svg+xml",
        "txt" => "text/plain; charset=utf-8",
        "json" => "application/json",
        _ => return None,
    };
    Some(t.to_owned())
}

fn readable<T: serde::de::DeserializeOwned>(v: &Value) -> Result<(), serde_json::Error> {
    serde_json::from_value::<T>(v.clone()).map(|_| ())
}

/// Why serenity would not hand dispatch `payload` to the bot as the typed event `t`, if so.
/// A known event whose data fails to deserialize does not fail outright: serenity falls
/// back to `Event::Unknown`, so the typed handler never runs. Both cases are caught, the
/// first with the field-level error from the event's own type.
pub(crate) fn dispatch_problem(t: &str, payload: &Value) -> Option<String> {
    use serenity::model::event::{Event, GatewayEvent};
    let d = &payload["d"];
    let specific = match t {
        "READY" => readable::<serenity::model::gateway::Ready>(d),
        "GUILD_CREATE" => readable::<serenity::model::event::GuildCreateEvent>(d),
        "INTERACTION_CREATE" => readable::<serenity::model::application::Interaction>(d),
        "THREAD_CREATE" | "THREAD_UPDATE" | "CHANNEL_UPDATE" => {
            readable::<serenity::model::channel::GuildChannel>(d)
        }
        "MESSAGE_CREATE" => readable::<serenity::model::channel::Message>(d),
        "GUILD_MEMBERS_CHUNK" => readable::<serenity::model::event::GuildMembersChunkEvent>(d),
        _ => Ok(()),
    };
    if let Err(e) = specific {
        return Some(format!("{t}: serenity cannot deserialize it ({e}): {d}"));
    }
    match serde_json::from_value::<GatewayEvent>(payload.clone()) {
        Err(e) => Some(format!(
            "{t}: serenity cannot deserialize it ({e}): {payload}"
        )),
        Ok(GatewayEvent::Dispatch(_, Event::Unknown(_))) => Some(format!(
            "{t}: serenity cannot deserialize it (read as an unknown event): {d}"
        )),
        Ok(_) => None,
    }
}
