//! The page in a real browser: Debian's chromium, headless, driven by playwright-core, under
//! the strict CSP Caddy sets in production.

use axum::http::{header, HeaderValue};
use tower_http::set_header::SetResponseHeaderLayer;

use crate::support::spawn_app;

pub const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

#[tokio::test]
async fn ask_cite_and_scorecard_in_chromium() {
    let t = spawn_app().await;
    let router = saydo::http::router(t.app.clone())
        .layer(SetResponseHeaderLayer::overriding(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(CSP)));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        axum::serve(listener, router.into_make_service_with_connect_info::<std::net::SocketAddr>()).await.unwrap();
    });
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let shot = dir.join("target/browser/saydo.png");
    std::fs::create_dir_all(shot.parent().unwrap()).unwrap();
    let out = tokio::process::Command::new("node")
        .arg(dir.join("tests/browser/page.mjs"))
        .arg(format!("http://{addr}/"))
        .arg(&shot)
        .output()
        .await
        .expect("node (installed by scripts/browser-deps.sh)");
    let stdout = String::from_utf8_lossy(&out.stdout);
    println!("{stdout}");
    assert!(out.status.success(), "browser run failed: {stdout} {}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_str(stdout.lines().last().unwrap()).unwrap();
    assert!(v["answer"].as_str().unwrap().contains("$18.12 billion"), "{v}");
    assert!(v["passage"].as_str().unwrap().contains("Revenue is expected to be $16.00 billion"), "{v}");
    assert!(v["passageLink"].as_str().unwrap().starts_with("https://www.sec.gov/Archives/"), "{v}");
    // One band per guided quarter that has a reported result: NVIDIA's eight releases guide eight.
    assert_eq!(v["quarters"], 8, "{v}");
    assert_eq!(v["bands"], 8, "{v}");
    assert_eq!(v["consoleErrors"].as_array().unwrap().len(), 0, "{v}");
    assert_eq!(v["cspViolations"].as_array().unwrap().len(), 0, "{v}");
    assert!(shot.exists());
}
