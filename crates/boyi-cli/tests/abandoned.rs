//! Requests nobody waits for any more stop their work: a load test of `boyi serve`, run as a
//! process of its own so that its CPU time and memory can be read from `/proc`. Slow solves
//! whose clients go away, and slow solves that outlive the answer time, hold their slot only
//! moments longer; fast solves asked meanwhile are answered; then the server is idle again.
#![cfg(target_os = "linux")]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// A Domineering position whose outcome search runs far longer than any test.
const SLOW: &str = "/api/solve?game=domineering%20--outcome&position=\
    .........%7C.........%7C.........%7C.........%7C.........%7C.........%7C.........%7C.........%7C.........";

/// A Domineering position whose value takes minutes and gigabytes, unless it is stopped.
const SLOW_VALUE: &str = "/api/solve?game=domineering&position=\
    ......%7C......%7C......%7C......%7C......%7C......";

/// A solve answered at once.
const FAST: &str = "/api/solve?game=nim&position=3%204%205";

/// A running `boyi serve` and the address it listens on.
struct Server {
    child: Child,
    address: String,
}

impl Server {
    /// Starts `boyi serve` on a free port with `args`, and waits until it listens.
    fn start(args: &[&str]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_boyi"))
            .args(["serve", "--port", "0"])
            .args(args)
            .env("LANG", "C")
            .stderr(Stdio::piped())
            .spawn()
            .expect("boyi serve starts");
        let mut first = String::new();
        let stderr = child.stderr.take().expect("stderr is piped");
        BufReader::new(stderr)
            .read_line(&mut first)
            .expect("boyi serve says where it listens");
        let start = first.find("http://").expect("an address") + "http://".len();
        let address = first[start..]
            .split('/')
            .next()
            .expect("host and port")
            .to_string();
        Server { child, address }
    }

    /// Clock ticks of CPU the server has used.
    fn cpu_ticks(&self) -> u64 {
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", self.child.id())).unwrap();
        // Fields after the command's closing parenthesis: utime and stime are the 12th and
        // 13th of them.
        let after = &stat[stat.rfind(')').unwrap() + 2..];
        let fields: Vec<&str> = after.split_whitespace().collect();
        fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap()
    }

    /// The server's resident memory, in KiB.
    fn resident_kib(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap();
        let line = status.lines().find(|l| l.starts_with("VmRSS:")).unwrap();
        line.split_whitespace().nth(1).unwrap().parse().unwrap()
    }

    /// Waits up to `within` for the server to use less than a tenth of a core over a second;
    /// the time it took.
    fn settles(&self, within: Duration) -> Option<Duration> {
        let started = Instant::now();
        while started.elapsed() < within {
            let before = self.cpu_ticks();
            thread::sleep(Duration::from_secs(1));
            // Linux counts 100 ticks a second.
            if self.cpu_ticks() - before < 10 {
                return Some(started.elapsed());
            }
        }
        None
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Asks `path` and reads the whole answer: its status code.
fn ask(address: &str, path: &str) -> u16 {
    let mut stream = TcpStream::connect(address).expect("the server accepts");
    stream
        .set_read_timeout(Some(Duration::from_secs(60)))
        .unwrap();
    let request = format!("GET {path} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("an answer");
    answer
        .split_whitespace()
        .nth(1)
        .and_then(|code| code.parse().ok())
        .expect("a status line")
}

/// Asks `path` and goes away after `patience`, without reading an answer.
fn ask_and_leave(address: &str, path: &str, patience: Duration) {
    let mut stream = TcpStream::connect(address).expect("the server accepts");
    let request = format!("GET {path} HTTP/1.1\r\nHost: {address}\r\n\r\n");
    stream.write_all(request.as_bytes()).unwrap();
    thread::sleep(patience);
}

#[test]
fn solves_whose_clients_leave_stop_and_the_others_are_answered() {
    // Each request may run an hour: only the clients' leaving stops the slow ones.
    let server = Server::start(&["--time", "1h", "--memory", "2G"]);
    let idle = server.resident_kib();
    let address = server.address.clone();
    let leaving: Vec<_> = (0..6)
        .map(|i| {
            let address = address.clone();
            let slow = if i % 2 == 0 { SLOW } else { SLOW_VALUE };
            thread::spawn(move || ask_and_leave(&address, slow, Duration::from_millis(800)))
        })
        .collect();
    thread::sleep(Duration::from_millis(200));
    let fast: Vec<_> = (0..8)
        .map(|_| {
            let address = address.clone();
            thread::spawn(move || ask(&address, FAST))
        })
        .collect();
    for client in leaving {
        client.join().unwrap();
    }
    for client in fast {
        assert_eq!(client.join().unwrap(), 200, "a fast solve is answered");
    }
    let settled = server.settles(Duration::from_secs(10));
    assert!(settled.is_some(), "the abandoned solves stopped");
    let resident = server.resident_kib();
    assert!(
        resident < idle + 200 * 1024,
        "memory returns: {resident} KiB, {idle} KiB when idle"
    );
    // And the server still answers.
    assert_eq!(ask(&address, FAST), 200);
}

#[test]
fn solves_past_the_answer_time_stop_and_the_others_are_answered() {
    let server = Server::start(&["--time", "3s", "--memory", "2G"]);
    let address = server.address.clone();
    let started = Instant::now();
    let waiting: Vec<_> = (0..2)
        .map(|_| {
            let address = address.clone();
            thread::spawn(move || ask(&address, SLOW))
        })
        .collect();
    thread::sleep(Duration::from_millis(200));
    let fast: Vec<_> = (0..6)
        .map(|_| {
            let address = address.clone();
            thread::spawn(move || ask(&address, FAST))
        })
        .collect();
    for client in waiting {
        let status = client.join().unwrap();
        // Stopped by its search's own limit of nodes (400) or by the answer time (503).
        assert!(status == 503 || status == 400, "{status}");
    }
    for client in fast {
        assert_eq!(client.join().unwrap(), 200, "a fast solve is answered");
    }
    assert!(started.elapsed() < Duration::from_secs(20));
    assert!(
        server.settles(Duration::from_secs(10)).is_some(),
        "the solves past their time stopped"
    );
}
