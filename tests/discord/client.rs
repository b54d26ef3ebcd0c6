//! A small gateway client for tests that speak the protocol themselves: IDENTIFY with a
//! chosen shard (or a wrong one), read what one session gets, RESUME, see close codes. It
//! plays a bot process, or a stale one, where a serenity client would hide the details.
//!
//! Plain RFC 6455 over TCP, just what the double needs: no TLS, no compression (it never
//! asks for `compress`), no fragmented frames (the double sends none). Written here as the
//! project has no websocket client among its test dependencies.

use std::time::Duration;

use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use super::{Double, Shard};

/// What the gateway sent: a JSON payload, or a close frame with its code.
#[derive(Clone, Debug)]
pub enum Frame {
    Payload(Value),
    Close(Option<u16>),
}

/// One gateway connection.
pub struct GatewayClient {
    stream: TcpStream,
    /// Bytes read but not yet parsed into frames.
    buf: Vec<u8>,
    /// From READY, for [`Self::resume`].
    pub session_id: Option<String>,
    /// The last dispatch sequence number received.
    pub seq: Option<u64>,
    /// The close code, once the gateway closed the connection.
    pub closed: Option<Option<u16>>,
}

/// The token the double accepts (any but a rejected one).
pub const TOKEN: &str = "Bot client-token";

impl GatewayClient {
    /// Connects to the double's gateway and reads HELLO.
    pub async fn connect(d: &Double) -> GatewayClient {
        let mut stream = TcpStream::connect(("127.0.0.1", d.port()))
            .await
            .expect("client: connect to the double");
        stream.set_nodelay(true).expect("client: nodelay");
        let request = format!(
            "GET /gateway?v=10&encoding=json HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n",
            d.port()
        );
        stream
            .write_all(request.as_bytes())
            .await
            .expect("client: send the upgrade");
        let mut buf = Vec::new();
        let end = loop {
            if let Some(i) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
                break i + 4;
            }
            let mut chunk = [0u8; 1024];
            let n = stream.read(&mut chunk).await.expect("client: read upgrade");
            assert!(n > 0, "client: the double closed during the upgrade");
            buf.extend_from_slice(&chunk[..n]);
        };
        let head = String::from_utf8_lossy(&buf[..end]).to_string();
        assert!(
            head.starts_with("HTTP/1.1 101"),
            "client: no websocket upgrade: {head}"
        );
        buf.drain(..end);
        let mut c = GatewayClient {
            stream,
            buf,
            session_id: None,
            seq: None,
            closed: None,
        };
        match c.recv(Duration::from_secs(5)).await {
            Some(Frame::Payload(p)) if p["op"] == 10 => {}
            other => panic!("client: expected HELLO, got {other:?}"),
        }
        c
    }

    /// Sends one JSON payload.
    pub async fn send(&mut self, v: &Value) {
        let data = v.to_string().into_bytes();
        let mut frame = vec![0x81u8];
        // Client frames are masked (RFC 6455 5.3); a fixed key does for a test.
        let key = [0x12u8, 0x34, 0x56, 0x78];
        match data.len() {
            n if n < 126 => frame.push(0x80 | n as u8),
            n if n <= 0xFFFF => {
                frame.push(0x80 | 126);
                frame.extend_from_slice(&(n as u16).to_be_bytes());
            }
            n => {
                frame.push(0x80 | 127);
                frame.extend_from_slice(&(n as u64).to_be_bytes());
            }
        }
        frame.extend_from_slice(&key);
        frame.extend(data.iter().enumerate().map(|(i, b)| b ^ key[i % 4]));
        // The double may have closed already; the reader sees that.
        let _ = self.stream.write_all(&frame).await;
    }

    /// The next frame, or `None` when nothing came within `timeout` (or the socket ended).
    pub async fn recv(&mut self, timeout: Duration) -> Option<Frame> {
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            if let Some(frame) = self.parse() {
                if let Frame::Payload(p) = &frame {
                    if let Some(s) = p["s"].as_u64() {
                        self.seq = Some(s);
                    }
                }
                if let Frame::Close(code) = frame {
                    self.closed = Some(code);
                }
                return Some(frame);
            }
            if self.closed.is_some() {
                return None;
            }
            let mut chunk = [0u8; 8192];
            let read = tokio::time::timeout_at(deadline, self.stream.read(&mut chunk)).await;
            match read {
                Ok(Ok(n)) if n > 0 => self.buf.extend_from_slice(&chunk[..n]),
                _ => return None,
            }
        }
    }

    /// One whole frame from the buffer, if there is one.
    fn parse(&mut self) -> Option<Frame> {
        let b = &self.buf;
        if b.len() < 2 {
            return None;
        }
        let opcode = b[0] & 0x0F;
        assert!(
            b[0] & 0x80 != 0,
            "client: fragmented frames are not handled"
        );
        assert!(b[1] & 0x80 == 0, "client: the server masked a frame");
        let (len, start) = match b[1] & 0x7F {
            126 if b.len() >= 4 => (u16::from_be_bytes([b[2], b[3]]) as usize, 4),
            127 if b.len() >= 10 => {
                let mut n = [0u8; 8];
                n.copy_from_slice(&b[2..10]);
                (u64::from_be_bytes(n) as usize, 10)
            }
            126 | 127 => return None,
            n => (n as usize, 2),
        };
        if b.len() < start + len {
            return None;
        }
        let payload: Vec<u8> = b[start..start + len].to_vec();
        self.buf.drain(..start + len);
        match opcode {
            1 => Some(Frame::Payload(
                serde_json::from_slice(&payload).expect("client: a JSON payload"),
            )),
            8 => Some(Frame::Close(
                (payload.len() >= 2).then(|| u16::from_be_bytes([payload[0], payload[1]])),
            )),
            // Pings and pongs: nothing the tests look at.
            9 | 10 => self.parse(),
            other => panic!("client: unexpected frame opcode {other}"),
        }
    }

    /// Sends IDENTIFY with `shard` (`None`: no `shard` field, which means `[0, 1]`) and the
    /// given intents; returns READY's data. Panics when the gateway answers otherwise.
    pub async fn identify(&mut self, shard: Option<Shard>, intents: u64) -> Value {
        self.send_identify(shard.map(|s| json!([s.id, s.total])), intents)
            .await;
        let ready = self.wait_event("READY", Duration::from_secs(5)).await;
        self.session_id = ready["session_id"].as_str().map(str::to_owned);
        ready
    }

    /// Sends IDENTIFY with a raw `shard` value (`None`: the field is left out).
    pub async fn send_identify(&mut self, shard: Option<Value>, intents: u64) {
        let mut d = json!({
            "token": TOKEN,
            "intents": intents,
            "properties": {"os": "linux", "browser": "client", "device": "client"},
        });
        if let Some(s) = shard {
            d["shard"] = s;
        }
        self.send(&json!({"op": 2, "d": d})).await;
    }

    /// Sends RESUME for the session READY gave, from the last sequence number seen.
    pub async fn resume(&mut self, session_id: &str, seq: u64) {
        let d = json!({"token": TOKEN, "session_id": session_id, "seq": seq});
        self.send(&json!({"op": 6, "d": d})).await;
    }

    /// The next dispatch `(event name, data)`, skipping other opcodes; `None` when none came
    /// within `timeout` or the connection closed.
    pub async fn next_event(&mut self, timeout: Duration) -> Option<(String, Value)> {
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            match self.recv(left).await? {
                Frame::Payload(p) if p["op"] == 0 => {
                    let t = p["t"].as_str().unwrap_or_default().to_owned();
                    return Some((t, p["d"].clone()));
                }
                Frame::Payload(_) => {}
                Frame::Close(_) => return None,
            }
        }
    }

    /// Waits for the dispatch `name`, skipping others; panics on timeout.
    pub async fn wait_event(&mut self, name: &str, timeout: Duration) -> Value {
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            match self.next_event(left).await {
                Some((t, d)) if t == name => return d,
                Some(_) => {}
                None => panic!(
                    "client: no {name} within {timeout:?} (closed: {:?})",
                    self.closed
                ),
            }
        }
    }

    /// Every dispatch until none came for `quiet`.
    pub async fn drain(&mut self, quiet: Duration) -> Vec<(String, Value)> {
        let mut out = Vec::new();
        while let Some(e) = self.next_event(quiet).await {
            out.push(e);
        }
        out
    }

    /// Reads until the gateway closes the connection; its close code, `None` on timeout.
    pub async fn close_code(&mut self, timeout: Duration) -> Option<u16> {
        let deadline = tokio::time::Instant::now() + timeout;
        while self.closed.is_none() {
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            self.recv(left).await?;
        }
        self.closed.flatten()
    }
}
