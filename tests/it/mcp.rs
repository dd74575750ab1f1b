//! `saydo mcp` driven by a real MCP client: the official Python SDK (`mcp` on PyPI, pinned in
//! tests/mcp-requirements.txt, installed by scripts/test-deps.sh) runs tests/mcp_client.py,
//! which starts the server over stdio against a fresh database and the fake SEC.

use std::collections::HashMap;
use std::path::PathBuf;
use std::process::Stdio;
use std::time::{Duration, Instant};

use serde_json::Value;
use tokio::io::{AsyncBufReadExt, BufReader};

use crate::support::{SaydoEnv, fresh_database, mirror, Fault, FakeSec};

/// The Python with the MCP SDK: SAYDO_TEST_MCP_PYTHON, else the venv scripts/test-deps.sh makes.
fn python() -> PathBuf {
    if let Ok(p) = std::env::var("SAYDO_TEST_MCP_PYTHON") {
        return PathBuf::from(p);
    }
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/mcpvenv/bin/python");
    assert!(p.is_file(), "no MCP client at {} (run scripts/test-deps.sh, which `make test` runs)", p.display());
    p
}

/// The Python client running `scenario` against `saydo mcp`, whose environment is exactly
/// what is given here (plus what the SDK passes every server: PATH, HOME, …).
pub fn client(scenario: &str, db: &str, sec: &FakeSec, user_agent: &str, extra: &[(&str, &str)]) -> tokio::process::Command {
    let mut cmd = tokio::process::Command::new(python());
    cmd.arg(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/mcp_client.py"))
        .arg(scenario)
        .arg(env!("CARGO_BIN_EXE_saydo"))
        .saydo_env(db, &sec, user_agent)
        .env("SAYDO_SEC_LOCKOUT_SECS", "2")
        .env("SAYDO_SEC_BACKOFF_MS", "20")
        .env("SAYDO_LOG", "info,sqlx=warn")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true);
    for (k, v) in extra {
        cmd.env(k, v);
    }
    cmd
}

/// The client's report: one JSON object per step, by step name.
pub fn steps(stdout: &str) -> HashMap<String, Value> {
    stdout
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter_map(|v| Some((v["step"].as_str()?.to_owned(), v)))
        .collect()
}

fn num(v: &Value) -> f64 {
    v.as_f64().unwrap_or_else(|| panic!("not a number: {v}"))
}

/// Every number as an f64: "13.2500" as written by SayDo and 13.25 as Python re-wrote it are one.
fn same_numbers(v: &Value) -> Value {
    match v {
        Value::Number(n) => Value::from(n.as_f64().unwrap()),
        Value::Array(a) => Value::Array(a.iter().map(same_numbers).collect()),
        Value::Object(o) => Value::Object(o.iter().map(|(k, v)| (k.clone(), same_numbers(v))).collect()),
        other => other.clone(),
    }
}

/// The passage whose source is the filing `accession`.
fn passage<'a>(v: &'a Value, accession: &str) -> &'a Value {
    v["passages"]
        .as_array()
        .unwrap_or_else(|| panic!("no passages: {v}"))
        .iter()
        .find(|p| p["source"]["accession"] == accession)
        .unwrap_or_else(|| panic!("no passage from {accession}: {v}"))
}

/// The figures of NVIDIA's Q3 fiscal 2024 revenue, each with the filing it comes from.
fn assert_nvidia_q3(v: &Value) {
    let guide = passage(v, "0001045810-23-000171");
    assert_eq!(guide["source"]["form"], "8-K", "{guide}");
    assert_eq!(guide["source"]["url"], "https://www.sec.gov/Archives/edgar/data/1045810/000104581023000171/q2fy24pr.htm");
    assert!(guide["text"].as_str().unwrap().contains("Revenue is expected to be $16.00 billion, plus or minus 2%"), "{guide}");
    let actual = passage(v, "0001045810-23-000227");
    assert_eq!(actual["source"]["form"], "10-Q", "{actual}");
    assert_eq!(actual["source"]["kind"], "xbrl", "{actual}");
    assert!(actual["source"]["url"].as_str().unwrap().starts_with("https://www.sec.gov/Archives/edgar/data/1045810/000104581023000227/"), "{actual}");
    assert!(actual["text"].as_str().unwrap().contains("$18,120,000,000"), "{actual}");
}

#[tokio::test]
async fn python_sdk_client_lists_and_calls_the_tools() {
    let sec = FakeSec::start(mirror()).await;
    let db = fresh_database().await;
    let t = Instant::now();
    let out = tokio::time::timeout(Duration::from_secs(300), client("main", &db, &sec, "SayDo Tests tests@saydo.example", &[]).output())
        .await
        .expect("the MCP client finished within 5 minutes")
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    println!("MCP client, main scenario: {:.1} s", t.elapsed().as_secs_f64());
    assert!(out.status.success(), "the client failed:\n{stdout}\n{stderr}");
    let s = steps(&stdout);
    assert!(s.contains_key("done"), "{stdout}\n{stderr}");
    assert_eq!(s["connected"]["server"], "saydo");

    // The eight tools, each with a schema that names its arguments.
    let names: Vec<&str> = s["tools"]["names"].as_array().unwrap().iter().map(|n| n.as_str().unwrap()).collect();
    assert_eq!(names, ["ask", "explain", "get_actuals", "get_guidance", "resolve_issuer", "say_do", "scorecard", "search_filings"]);
    let schemas = &s["tools"]["schemas"];
    assert_eq!(schemas["say_do"]["required"], serde_json::json!(["issuer"]), "{}", schemas["say_do"]);
    assert!(schemas["say_do"]["properties"]["metric"]["enum"].as_array().unwrap().iter().any(|m| m == "revenue"));
    assert!(schemas["say_do"]["properties"]["period"]["description"].as_str().unwrap().contains("Q3 FY2024"));
    assert!(schemas["scorecard"]["properties"]["last"]["type"].to_string().contains("integer"), "{}", schemas["scorecard"]);
    assert_eq!(schemas["say_do"]["properties"]["metric"]["default"], "revenue");
    assert_eq!(schemas["ask"]["required"], serde_json::json!(["question"]));

    // say_do: guided $16.00 billion ±2%, reported $18.12 billion, above the range.
    let sd = &s["say_do"];
    assert_eq!(sd["is_error"], false, "{sd}");
    let v = &sd["structured"];
    assert_eq!(v["tool"], "say_do");
    assert_eq!(v["issuer"]["ticker"], "NVDA");
    assert_eq!(v["refused"], false);
    assert_eq!(v["period"], "Q3 fiscal 2024");
    let r = &v["result"];
    assert_eq!(r["comparison"]["position"], "above", "{r}");
    assert_eq!(num(&r["guide"]["point"]), 16_000_000_000.0);
    assert_eq!(r["guide"]["plus_minus"], "2%");
    assert_eq!(num(&r["comparison"]["low"]), 15_680_000_000.0);
    assert_eq!(num(&r["comparison"]["high"]), 16_320_000_000.0);
    assert_eq!(num(&r["actual"]["value"]), 18_120_000_000.0);
    for key in ["basis", "matched", "used", "exclusions", "passages"] {
        assert!(v.get(key).is_some(), "the envelope has no {key}: {v}");
    }
    assert_nvidia_q3(v);
    // The text content is the same JSON, for clients that read only text.
    let text: Value = serde_json::from_str(sd["text"].as_str().unwrap()).unwrap();
    assert_eq!(same_numbers(&text), same_numbers(v));

    // ask: the whole pipeline's answer, with its passages and checked figures.
    let a = &s["ask"];
    assert_eq!(a["is_error"], false, "{a}");
    let v = &a["structured"];
    assert_eq!(v["route"], "say_do", "{v}");
    assert_eq!(v["refused"], false);
    let answer = v["answer"].as_str().unwrap();
    for want in ["$16.00 billion", "plus or minus 2%", "$18.12 billion", "above the top of the guided range"] {
        assert!(answer.contains(want), "{want:?} not in {answer:?}");
    }
    assert_nvidia_q3(v);
    let figures = v["figures"].as_array().unwrap();
    assert!(figures.iter().any(|f| num(&f["value"]) == 18_120_000_000.0), "{figures:?}");
    assert!(figures.iter().all(|f| f["verified"] == true), "{figures:?}");
    assert_eq!(v["review"]["passed"], true);

    // explain retraces that answer's figures to the stored facts.
    let e = &s["explain"];
    assert_eq!(e["is_error"], false, "{e}");
    assert_eq!(e["structured"]["id"], v["id"]);
    let trails = e["structured"]["figures"].to_string();
    assert!(trails.contains("0001045810-23-000227") && trails.contains("us-gaap:Revenues"), "{trails}");

    // The other tools, once each.
    let g = &s["get_actuals"]["structured"];
    assert_eq!(g["tool"], "actuals", "{g}");
    assert!(g["passages"][0]["text"].as_str().unwrap().contains("$18,120,000,000"), "{g}");
    assert_eq!(g["passages"][0]["source"]["form"], "10-Q");
    let g = &s["get_guidance"]["structured"];
    assert_eq!(g["tool"], "guidance", "{g}");
    assert!(passage(g, "0001045810-23-000171")["text"].as_str().unwrap().contains("$16.00 billion"));
    let sc = &s["scorecard"]["structured"];
    assert_eq!(sc["result"]["quarters"].as_array().unwrap().len(), 4, "{sc}");
    assert_eq!(num(&sc["matched"]), 8.0, "{sc}");
    // The four earlier scored quarters are named as left out, not hidden.
    assert_eq!(sc["exclusions"][0]["what"], "Q2 fiscal 2023 to Q1 fiscal 2024", "{sc}");
    assert!(sc["exclusions"][0]["reason"].as_str().unwrap().contains("latest quarters"), "{sc}");
    let sf = &s["search_filings"]["structured"];
    let hits = sf["passages"].as_array().unwrap();
    assert!(!hits.is_empty() && hits.iter().all(|p| p["source"]["url"].as_str().unwrap().starts_with("https://www.sec.gov/Archives/")), "{sf}");
    let ri = &s["resolve_issuer"]["structured"];
    assert_eq!((ri["status"].as_str(), ri["issuer"]["cik"].as_u64()), (Some("found"), Some(1045810)), "{ri}");

    // Bad arguments: a tool error that lists the valid values.
    let err = |step: &str| -> String {
        let v = &s[step];
        if let Some(p) = v["protocol_error"].as_str() {
            return p.to_owned();
        }
        assert_eq!(v["is_error"], true, "{step} was not refused: {v}");
        v["text"].as_str().unwrap().to_owned()
    };
    let m = err("bad_metric");
    assert!(m.contains("\"ebitdaa\"") && m.contains("valid metrics: revenue, net_income, eps"), "{m}");
    let m = err("bad_period");
    assert!(m.contains("\"Q5 2024\"") && m.contains("\"Q3 FY2024\"") && m.contains("Q1, Q2, Q3 and Q4"), "{m}");
    assert!(err("bad_basis").contains("valid bases: gaap, non_gaap"));
    assert!(err("bad_last").contains("from 1 to 80"));
    assert!(err("bad_answer_id").contains("UUID"));
    let m = err("unknown_field");
    assert!(m.contains("metrc") && m.contains("`metric`") && m.contains("`period`"), "{m}");
    assert!(err("missing_issuer").contains("issuer"));

    // An issuer that does not exist is an answer (none found), not a failure.
    let u = &s["unknown_resolve"];
    assert_eq!(u["is_error"], false, "{u}");
    assert_eq!(u["structured"]["status"], "none");
    assert!(u["structured"]["message"].as_str().unwrap().starts_with("none found"));
    let u = &s["unknown_say_do"];
    assert_eq!(u["is_error"], false, "{u}");
    assert_eq!(u["structured"]["refused"], true);
    assert!(u["structured"]["issuer"].is_null());
    assert!(u["structured"]["refusal"].as_str().unwrap().starts_with("none found"));
    let u = &s["unknown_ask"]["structured"];
    assert_eq!((u["refused"].as_bool(), u["issuer"].is_null()), (Some(true), true), "{u}");
    assert_eq!(s["after"]["structured"]["status"], "found");

    // The resource: NVIDIA's stored guidance, as `saydo guidance --json` prints it.
    let r = &s["resources"];
    assert_eq!(r["templates"], serde_json::json!(["saydo://issuer/{issuer}/guidance"]), "{r}");
    assert_eq!(r["listed"], serde_json::json!(["saydo://issuer/1045810/guidance"]), "{r}");
    let recs = r["guidance"].as_array().unwrap();
    let q3 = recs
        .iter()
        .find(|g| g["metric"] == "revenue" && g["accession"] == "0001045810-23-000171" && g["fiscal_period"] == "Q3")
        .unwrap_or_else(|| panic!("no Q3 FY2024 revenue guide among {} records", recs.len()));
    assert_eq!(num(&q3["point"]), 16_000_000_000.0, "{q3}");
    assert_eq!(q3["plus_minus"], "2%", "{q3}");
    let e = s["unknown_resource"]["error"].as_str().unwrap_or_else(|| panic!("{}", s["unknown_resource"]));
    assert!(e.contains("none found"), "{e}");

    // stdout is the protocol: the server's logs went to stderr (the SDK passes them through).
    assert!(stderr.contains("mcp tool answered"), "{stderr}");
}

/// Whether process `pid` has ended (gone, or a zombie nobody has reaped yet).
fn ended(pid: u32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Err(_) => true,
        Ok(stat) => stat.rsplit_once(')').is_some_and(|(_, rest)| rest.trim_start().starts_with('Z')),
    }
}

#[tokio::test]
async fn a_client_gone_mid_call_leaves_no_server_behind() {
    let sec = FakeSec::start(mirror()).await;
    let db = fresh_database().await;
    // Apple's XBRL facts are held up at SEC: the call is still running when the client dies.
    sec.inject(Some("CIK0000320193"), Fault::Latency(Duration::from_secs(30)));
    sec.inject(Some("CIK0000320193"), Fault::Latency(Duration::from_secs(30)));
    let dir = tempfile::tempdir().unwrap();
    let pidfile = dir.path().join("server.pid");
    let extra = [("MCP_TEST_PIDFILE", pidfile.to_str().unwrap()), ("SAYDO_SEC_TIMEOUT_SECS", "60")];
    let mut cmd = client("hang", &db, &sec, "SayDo Tests tests@saydo.example", &extra);
    let mut child = cmd.spawn().unwrap();
    let mut stderr = BufReader::new(child.stderr.take().unwrap()).lines();
    let logs = tokio::spawn(async move {
        let mut all = String::new();
        while let Ok(Some(l)) = stderr.next_line().await {
            all.push_str(&l);
            all.push('\n');
        }
        all
    });
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let calling = tokio::time::timeout(Duration::from_secs(60), async {
        while let Some(l) = lines.next_line().await.unwrap() {
            if l.contains("\"calling\"") {
                return true;
            }
        }
        false
    })
    .await
    .expect("the client started its call within 60 s");
    assert!(calling, "the client ended before its call");
    // Time for the call to reach SEC's held-up request (the fake logs a request once answered;
    // the server's log below shows the call was cut short).
    tokio::time::sleep(Duration::from_secs(2)).await;
    let pid: u32 = std::fs::read_to_string(&pidfile).unwrap().trim().parse().unwrap();
    assert!(!ended(pid), "the server ended before its client");
    // The client dies mid-call (SIGKILL): the server reads end of input on stdin.
    child.kill().await.unwrap();
    let t = Instant::now();
    while !ended(pid) {
        assert!(t.elapsed() < Duration::from_secs(20), "the server (pid {pid}) still runs 20 s after its client died");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    println!("server exited {:.1} s after its client was killed mid-call", t.elapsed().as_secs_f64());
    let logs = logs.await.unwrap();
    assert!(logs.contains("mcp tool call cancelled") && logs.contains("MCP client closed the connection; exiting"), "{logs}");
    // Apple is whole or absent: the onboarding in flight was not half stored.
    let owner = crate::support::owner(&db).await;
    let facts: i64 = sqlx::query_scalar("SELECT count(*) FROM facts WHERE cik = 320193").fetch_one(&owner).await.unwrap();
    let issuers: i64 = sqlx::query_scalar("SELECT count(*) FROM issuers WHERE cik = 320193").fetch_one(&owner).await.unwrap();
    assert_eq!((facts, issuers), (0, 0), "an onboarding cut short left rows behind");

    // The next server on the same database answers.
    let out = tokio::time::timeout(Duration::from_secs(120), client("quick", &db, &sec, "SayDo Tests tests@saydo.example", &[]).output())
        .await
        .expect("the next client finished within 2 minutes")
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}\n{}", String::from_utf8_lossy(&out.stderr));
    let s = steps(&stdout);
    assert_eq!(s["say_do"]["structured"]["result"]["comparison"]["position"], "above", "{stdout}");
}

#[tokio::test]
async fn a_client_that_closes_before_the_handshake_ends_the_server_cleanly() {
    let db = fresh_database().await;
    let out = tokio::time::timeout(
        Duration::from_secs(60),
        tokio::process::Command::new(env!("CARGO_BIN_EXE_saydo"))
            .arg("mcp")
            .env_clear()
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("DATABASE_URL", &db)
            .env("SAYDO_SEC_MIRROR", mirror())
            .stdin(Stdio::null())
            .output(),
    )
    .await
    .expect("saydo mcp ended on end of input")
    .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stdout.is_empty(), "stdout is the protocol, yet it carried {:?}", String::from_utf8_lossy(&out.stdout));
    assert!(String::from_utf8_lossy(&out.stderr).contains("closed the connection"));
}

#[tokio::test]
async fn streamable_http_on_loopback() {
    let sec = FakeSec::start(mirror()).await;
    let db = fresh_database().await;
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let saydo = |args: &[&str]| {
        let mut cmd = tokio::process::Command::new(env!("CARGO_BIN_EXE_saydo"));
        cmd.args(args)
            .saydo_env(&db, &sec, "SayDo Tests tests@saydo.example")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .kill_on_drop(true);
        cmd
    };
    // Only loopback: anything wider goes through Caddy.
    let out = saydo(&["mcp", "--http", "0.0.0.0:8090"]).output().await.unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stderr).contains("loopback"));

    let addr = format!("127.0.0.1:{port}");
    let server = saydo(&["mcp", "--http", &addr]).spawn().unwrap();
    let t = Instant::now();
    while tokio::net::TcpStream::connect(&addr).await.is_err() {
        assert!(t.elapsed() < Duration::from_secs(60), "saydo mcp --http never listened on {addr}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let url = format!("http://{addr}/mcp");
    let out = tokio::time::timeout(Duration::from_secs(120), client("quick", &db, &sec, "SayDo Tests tests@saydo.example", &[("MCP_TEST_URL", &url)]).output())
        .await
        .expect("the HTTP client finished within 2 minutes")
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}\n{}", String::from_utf8_lossy(&out.stderr));
    let s = steps(&stdout);
    assert_eq!(s["connected"]["server"], "saydo", "{stdout}");
    let v = &s["say_do"]["structured"];
    assert_eq!(v["result"]["comparison"]["position"], "above", "{stdout}");
    assert_nvidia_q3(v);
    // SIGTERM: the server stops.
    let pid = server.id().unwrap() as i32;
    assert!(std::process::Command::new("kill").arg("-TERM").arg(pid.to_string()).status().unwrap().success());
    let out = tokio::time::timeout(Duration::from_secs(20), server.wait_with_output()).await.expect("stopped on SIGTERM").unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
}
