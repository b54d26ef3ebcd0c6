//! Issue 15, item 1: the bot stops on SIGTERM or ctrl-c whatever its
//! connection to Discord, and a token Discord rejects ends it with a clear
//! message instead of retries.

mod bot;
mod discord;

use std::time::Duration;

use bot::{Lonely, closed_address};
use discord::Double;

/// How long a stop may take: a service manager waits a few seconds.
const STOP: Duration = Duration::from_secs(5);

async fn stops_on(signal: &str, api: &str, gateway: &str) {
    let mut bot = Lonely::start(api, gateway, "e2e-test-token");
    // Long enough to have failed to connect, and to be retrying.
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert!(
        bot.exit_within(Duration::ZERO).await.is_none(),
        "the bot gave up by itself:\n{}",
        bot.log()
    );
    bot.signal(signal);
    let status = bot.exit_within(STOP).await;
    assert!(
        status.is_some_and(|s| s.success()),
        "SIG{signal} did not stop the bot within {STOP:?} ({status:?}):\n{}",
        bot.log()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_a_bot_whose_gateway_cannot_be_reached() {
    let double = Double::start().await;
    let gateway = format!("ws://{}/", closed_address());
    stops_on("TERM", &double.api_url(), &gateway).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ctrl_c_stops_a_bot_without_any_network() {
    let api = format!("http://{}", closed_address());
    let gateway = format!("ws://{}/", closed_address());
    stops_on("INT", &api, &gateway).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rejected_token_ends_the_bot_with_a_clear_message() {
    let double = Double::start().await;
    double.reject_token("revoked-token");
    let mut bot = Lonely::start(&double.api_url(), &double.gateway_url(), "revoked-token");
    let status = bot.exit_within(Duration::from_secs(20)).await;
    let log = bot.log();
    assert!(
        status.is_some_and(|s| !s.success()),
        "the bot went on ({status:?}):\n{log}"
    );
    let last = log.lines().last().unwrap_or_default().to_lowercase();
    assert!(last.contains("token"), "{log}");
}
