//! Turns at image decoding. Decoding, resizing and encoding an image takes a core and memory in
//! proportion to its pixels (a 6000×6000 png, 140 KB as sent, needs about 280 MB), so at most
//! one image per core is worked on at once; the others wait for a turn, and after
//! [`Decoding::WAIT`] are refused ([`MediaError::Busy`]) rather than queued without end.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::gauge::Gauge;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use super::MediaError;

/// The turns, shared by every request of the process.
pub struct Decoding {
    turns: Arc<Semaphore>,
    wait: Duration,
    gauges: DecodeGauges,
}

/// What the person who runs the server sees of the turns (`crate::metrics`).
#[derive(Clone, Default)]
pub struct DecodeGauges {
    /// Images being worked on now.
    pub now: Gauge,
    /// The most at once since the server started.
    pub peak: Gauge,
    /// Uploads refused because no turn freed up within the wait.
    pub refusals: Counter,
}

impl Decoding {
    /// How long an upload waits for a turn: a 40-megapixel photo takes a second or two, so this
    /// covers a dozen uploads at once on two cores.
    pub const WAIT: Duration = Duration::from_secs(30);

    /// One turn per core, waiting up to [`Decoding::WAIT`].
    pub fn per_core(gauges: DecodeGauges) -> Self {
        let cores = std::thread::available_parallelism().map_or(2, |cores| cores.get());
        Decoding::new(cores, Self::WAIT, gauges)
    }

    pub fn new(turns: usize, wait: Duration, gauges: DecodeGauges) -> Self {
        Decoding {
            turns: Arc::new(Semaphore::new(turns)),
            wait,
            gauges,
        }
    }

    /// A turn, waiting for one to free up; [`MediaError::Busy`] when none does within the wait.
    /// The turn is owned: move it into the blocking task that decodes, so that a request given
    /// up by its client keeps the turn until the work it started ends.
    pub async fn turn(&self) -> Result<DecodeTurn, MediaError> {
        match tokio::time::timeout(self.wait, self.turns.clone().acquire_owned()).await {
            Ok(Ok(permit)) => {
                let now = self.gauges.now.inc() + 1;
                self.gauges.peak.inner().fetch_max(now, Ordering::Relaxed);
                Ok(DecodeTurn {
                    _permit: permit,
                    now: self.gauges.now.clone(),
                })
            }
            _ => {
                self.gauges.refusals.inc();
                Err(MediaError::Busy)
            }
        }
    }
}

/// A turn at decoding, given back when dropped.
pub struct DecodeTurn {
    _permit: OwnedSemaphorePermit,
    now: Gauge,
}

impl Drop for DecodeTurn {
    fn drop(&mut self) {
        self.now.dec();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_turn_is_waited_for_and_refused_when_none_frees_up_in_time() {
        let gauges = DecodeGauges::default();
        let decoding = Decoding::new(1, Duration::from_millis(50), gauges.clone());
        let first = decoding.turn().await.unwrap();
        assert!(matches!(decoding.turn().await, Err(MediaError::Busy)));
        assert_eq!(gauges.refusals.get(), 1);
        assert_eq!((gauges.now.get(), gauges.peak.get()), (1, 1));
        drop(first);
        let second = decoding.turn().await.unwrap();
        assert_eq!((gauges.now.get(), gauges.peak.get()), (1, 1));
        drop(second);
        assert_eq!(gauges.now.get(), 0);
    }

    #[tokio::test]
    async fn a_waiting_upload_gets_the_turn_given_back() {
        let decoding = Arc::new(Decoding::new(1, Duration::from_secs(5), DecodeGauges::default()));
        let first = decoding.turn().await.unwrap();
        let waiting = tokio::spawn({
            let decoding = decoding.clone();
            async move { decoding.turn().await.is_ok() }
        });
        tokio::time::sleep(Duration::from_millis(50)).await;
        drop(first);
        assert!(waiting.await.unwrap(), "the second upload gets its turn");
    }
}
