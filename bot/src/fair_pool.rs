//! Threads that take jobs by key (a channel) in turn: each key's jobs wait in a queue of
//! their own, a free thread takes the next job of the first key in turn that has none
//! running, and a key whose job ran goes to the back of the line. So a key runs one job at a time,
//! a channel asking for ten thinks waits behind one of each other channel's (not all of
//! them), and the queues are bounded: past `per_key` waiting jobs of a key, or
//! `max_waiting` in all, a job is refused.

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};

pub type Job = Box<dyn FnOnce() + Send>;

/// A job refused because the queues are full.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the queue of thinks is full")]
pub struct Full;

/// The threads and their queues; dropping it stops the threads after their current job
/// (jobs still waiting are dropped unrun).
pub struct FairPool {
    shared: Arc<Shared>,
}

struct Shared {
    state: Mutex<State>,
    ready: Condvar,
    max_waiting: usize,
    per_key: usize,
}

#[derive(Default)]
struct State {
    /// The keys with jobs waiting, in turn order, each once.
    turns: VecDeque<String>,
    waiting: HashMap<String, VecDeque<Job>>,
    running: HashSet<String>,
    queued: usize,
    closed: bool,
}

impl State {
    /// The next job of the first key in turn that runs none, marked running.
    fn take(&mut self) -> Option<(String, Job)> {
        let at = self.turns.iter().position(|key| !self.running.contains(key))?;
        let key = self.turns.remove(at)?;
        let queue = self.waiting.get_mut(&key)?;
        let job = queue.pop_front()?;
        if queue.is_empty() {
            self.waiting.remove(&key);
        } else {
            self.turns.push_back(key.clone());
        }
        self.running.insert(key.clone());
        self.queued -= 1;
        Some((key, job))
    }
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl FairPool {
    /// Starts `threads` threads (at least one) named `name-N`.
    pub fn new(name: &str, threads: usize, max_waiting: usize, per_key: usize) -> FairPool {
        let shared =
            Arc::new(Shared { state: Mutex::default(), ready: Condvar::new(), max_waiting, per_key: per_key.max(1) });
        for n in 0..threads.max(1) {
            let shared = shared.clone();
            if let Err(e) = std::thread::Builder::new().name(format!("{name}-{n}")).spawn(move || work(&shared)) {
                tracing::error!(error = %e, "cannot start a thinking thread");
            }
        }
        FairPool { shared }
    }

    /// Queues `job` under `key`, unless the queues are full.
    pub fn submit(&self, key: &str, job: Job) -> Result<(), Full> {
        let mut state = self.shared.lock();
        let waiting = state.waiting.get(key).map_or(0, VecDeque::len);
        if state.queued >= self.shared.max_waiting || waiting >= self.shared.per_key {
            return Err(Full);
        }
        state.waiting.entry(key.to_owned()).or_default().push_back(job);
        if waiting == 0 {
            state.turns.push_back(key.to_owned());
        }
        state.queued += 1;
        drop(state);
        self.shared.ready.notify_one();
        Ok(())
    }
}

impl Drop for FairPool {
    fn drop(&mut self) {
        let mut state = self.shared.lock();
        state.closed = true;
        state.waiting.clear();
        state.turns.clear();
        drop(state);
        self.shared.ready.notify_all();
    }
}

/// A thread's life: take a job, run it, give its key back, until the pool is dropped.
fn work(shared: &Shared) {
    loop {
        let (key, job) = {
            let mut state = shared.lock();
            loop {
                if state.closed {
                    return;
                }
                if let Some(taken) = state.take() {
                    break taken;
                }
                state = shared.ready.wait(state).unwrap_or_else(PoisonError::into_inner);
            }
        };
        if std::panic::catch_unwind(std::panic::AssertUnwindSafe(job)).is_err() {
            tracing::error!(key, "a thinking job panicked");
        }
        let mut state = shared.lock();
        state.running.remove(&key);
        // Its next job, if any, waits behind every other key's.
        if let Some(at) = state.turns.iter().position(|k| *k == key) {
            let key = state.turns.remove(at).expect("a key in turn");
            state.turns.push_back(key);
        }
        drop(state);
        // The key's next job may run now: any thread may take it.
        shared.ready.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;
    use std::time::Duration;

    /// A job that waits for `gate` to open, then reports `name` on `done`.
    fn job(name: &'static str, gate: &Arc<(Mutex<bool>, Condvar)>, done: &mpsc::Sender<&'static str>) -> Job {
        let (gate, done) = (gate.clone(), done.clone());
        Box::new(move || {
            let (open, opened) = &*gate;
            let mut open = open.lock().unwrap();
            while !*open {
                open = opened.wait(open).unwrap();
            }
            done.send(name).unwrap();
        })
    }

    fn open(gate: &Arc<(Mutex<bool>, Condvar)>) {
        *gate.0.lock().unwrap() = true;
        gate.1.notify_all();
    }

    #[test]
    fn a_channel_asking_for_many_thinks_holds_another_up_by_one_of_them_only() {
        let pool = FairPool::new("test", 1, 100, 10);
        let gate = Arc::new((Mutex::new(false), Condvar::new()));
        let (done, finished) = mpsc::channel();
        for name in ["x0", "x1", "x2", "x3", "x4"] {
            pool.submit("x", job(name, &gate, &done)).unwrap();
        }
        pool.submit("y", job("y0", &gate, &done)).unwrap();
        open(&gate);
        let order: Vec<&str> = (0..6).map(|_| finished.recv_timeout(Duration::from_secs(5)).unwrap()).collect();
        assert_eq!(order, ["x0", "y0", "x1", "x2", "x3", "x4"], "y's think waits for x's running one only");
    }

    #[test]
    fn a_channel_runs_one_think_at_a_time_while_another_runs_beside_it() {
        let pool = FairPool::new("test", 2, 100, 10);
        let gate = Arc::new((Mutex::new(false), Condvar::new()));
        let (done, finished) = mpsc::channel();
        pool.submit("x", job("x0", &gate, &done)).unwrap();
        pool.submit("x", job("x1", &gate, &done)).unwrap();
        pool.submit("y", job("y0", &gate, &done)).unwrap();
        // Both threads are busy: x's first think and y's; x's second waits for x's first.
        std::thread::sleep(Duration::from_millis(50));
        {
            let state = pool.shared.lock();
            assert_eq!(state.running.len(), 2, "x and y each run one");
            assert_eq!(state.queued, 1, "x's second waits");
        }
        open(&gate);
        let order: Vec<&str> = (0..3).map(|_| finished.recv_timeout(Duration::from_secs(5)).unwrap()).collect();
        let at = |name| order.iter().position(|n| *n == name).unwrap();
        assert!(at("x0") < at("x1"), "x's second ran after x's first: {order:?}");
    }

    #[test]
    fn a_full_queue_refuses_more_per_channel_and_in_all() {
        let pool = FairPool::new("test", 1, 3, 2);
        let gate = Arc::new((Mutex::new(false), Condvar::new()));
        let (done, _finished) = mpsc::channel();
        pool.submit("x", job("x0", &gate, &done)).unwrap();
        std::thread::sleep(Duration::from_millis(50));
        pool.submit("x", job("x1", &gate, &done)).unwrap();
        pool.submit("x", job("x2", &gate, &done)).unwrap();
        assert_eq!(pool.submit("x", job("x3", &gate, &done)), Err(Full), "two waiting is x's share");
        pool.submit("y", job("y0", &gate, &done)).unwrap();
        assert_eq!(pool.submit("z", job("z0", &gate, &done)), Err(Full), "three waiting in all");
        open(&gate);
    }
}
