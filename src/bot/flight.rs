//! Commands in flight, so a shutdown can let them finish.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use tokio::sync::Notify;

/// Counts running handlers; [`InFlight::drain`] waits for none.
#[derive(Clone, Default)]
pub struct InFlight {
    inner: Arc<Inner>,
}

#[derive(Default)]
struct Inner {
    running: AtomicUsize,
    idle: Notify,
}

/// Held while a handler runs.
pub struct Running {
    inner: Arc<Inner>,
}

impl InFlight {
    pub fn enter(&self) -> Running {
        self.inner.running.fetch_add(1, Ordering::SeqCst);
        Running {
            inner: self.inner.clone(),
        }
    }

    /// Waits until no handler runs, at most `limit`; whether all finished.
    pub async fn drain(&self, limit: Duration) -> bool {
        let wait = async {
            loop {
                let idle = self.inner.idle.notified();
                if self.inner.running.load(Ordering::SeqCst) == 0 {
                    return;
                }
                idle.await;
            }
        };
        tokio::time::timeout(limit, wait).await.is_ok()
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        if self.inner.running.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.inner.idle.notify_waiters();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn drain_waits_for_running_handlers() {
        let flight = InFlight::default();
        let running = flight.enter();
        assert!(!flight.drain(Duration::from_millis(20)).await);
        let waiter = tokio::spawn({
            let flight = flight.clone();
            async move { flight.drain(Duration::from_secs(5)).await }
        });
        tokio::time::sleep(Duration::from_millis(10)).await;
        drop(running);
        assert!(waiter.await.unwrap());
    }
}
