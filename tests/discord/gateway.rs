//! The websocket side: one task per connection pumps frames between the socket and the
//! state, which decides everything (HELLO, READY, RESUME, dispatches).

use std::io::Write;
use std::sync::Arc;

use axum::extract::ws::{CloseFrame, Message as WsMessage, WebSocket};
use flate2::Compression;
use flate2::write::ZlibEncoder;
use futures_util::{SinkExt, StreamExt};
use tokio::sync::mpsc;

use super::Shared;
use super::state::Out;

pub(crate) async fn serve(shared: Arc<Shared>, socket: WebSocket, query: String) {
    let (mut sink, mut stream) = socket.split();
    let (tx, mut rx) = mpsc::unbounded_channel();
    let conn = shared.with(|st| st.open_conn(tx, &query));
    let writer = tokio::spawn(async move {
        while let Some(out) = rx.recv().await {
            let msg = match out {
                Out::Text {
                    text,
                    compress: false,
                } => WsMessage::Text(text.into()),
                // IDENTIFY asked for `compress`: each payload is one whole zlib stream in a
                // binary frame, which serenity inflates per message.
                Out::Text {
                    text,
                    compress: true,
                } => WsMessage::Binary(zlib(&text).into()),
                Out::Close(code, reason) => {
                    let frame = CloseFrame {
                        code,
                        reason: reason.into(),
                    };
                    let _ = sink.send(WsMessage::Close(Some(frame))).await;
                    break;
                }
            };
            if sink.send(msg).await.is_err() {
                break;
            }
        }
    });
    while let Some(Ok(msg)) = stream.next().await {
        match msg {
            WsMessage::Text(t) => shared.with(|st| st.gateway_op(conn, t.as_str())),
            WsMessage::Binary(_) => shared.with(|st| {
                st.problem("gateway: binary (ETF or compressed) payload from the bot".into())
            }),
            WsMessage::Close(_) => break,
            _ => {}
        }
    }
    shared.with(|st| st.close_conn(conn));
    writer.abort();
}

fn zlib(text: &str) -> Vec<u8> {
    let mut e = ZlibEncoder::new(Vec::new(), Compression::fast());
    // Writing to a Vec cannot fail.
    let _ = e.write_all(text.as_bytes());
    e.finish().unwrap_or_default()
}
