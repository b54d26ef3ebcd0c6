//! Channels where an interaction is being answered right now, so that what
//! the bot posts by itself there (the AI's answer to a move, its answer to
//! a draw offer) comes after the answer it follows: a channel must read 3
//! before 4, not 4 before 3.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::Notify;

/// The channels being answered in, counted.
#[derive(Clone, Default)]
pub struct Answering {
    inner: Arc<Inner>,
}

#[derive(Default)]
struct Inner {
    channels: Mutex<HashMap<u64, usize>>,
    settled: Notify,
}

/// Held while an interaction in the channel is being answered.
pub struct Answer {
    inner: Arc<Inner>,
    channel: u64,
}

impl Answering {
    /// An interaction in `channel` is being answered until the guard goes.
    pub fn begin(&self, channel: u64) -> Answer {
        let mut channels = self
            .inner
            .channels
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        *channels.entry(channel).or_default() += 1;
        Answer {
            inner: self.inner.clone(),
            channel,
        }
    }

    /// Waits until no interaction in `channel` is being answered, at most
    /// `limit` (an answer that hangs must not silence the channel).
    pub async fn settled(&self, channel: u64, limit: Duration) {
        let quiet = async {
            loop {
                let settled = self.inner.settled.notified();
                let busy = {
                    let channels = self
                        .inner
                        .channels
                        .lock()
                        .unwrap_or_else(|e| e.into_inner());
                    channels.contains_key(&channel)
                };
                if !busy {
                    return;
                }
                settled.await;
            }
        };
        if tokio::time::timeout(limit, quiet).await.is_err() {
            tracing::warn!(
                channel,
                "posting while an answer there is still being written"
            );
        }
    }
}

impl Drop for Answer {
    fn drop(&mut self) {
        let mut channels = self
            .inner
            .channels
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        if let Some(n) = channels.get_mut(&self.channel) {
            *n -= 1;
            if *n == 0 {
                channels.remove(&self.channel);
            }
        }
        drop(channels);
        self.inner.settled.notify_waiters();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_post_waits_for_the_answers_in_its_channel_only() {
        let answering = Answering::default();
        let answer = answering.begin(7);
        // Another channel is not held up.
        tokio::time::timeout(
            Duration::from_millis(50),
            answering.settled(8, Duration::from_secs(5)),
        )
        .await
        .expect("channel 8 is quiet");
        let waiter = tokio::spawn({
            let answering = answering.clone();
            async move { answering.settled(7, Duration::from_secs(5)).await }
        });
        tokio::time::sleep(Duration::from_millis(20)).await;
        assert!(!waiter.is_finished(), "the post waits for the answer");
        drop(answer);
        tokio::time::timeout(Duration::from_secs(1), waiter)
            .await
            .expect("the post goes once the answer is out")
            .unwrap();
    }
}
