//! The deployment files are valid for the tools that will read them.

use std::process::Command;

fn root() -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn caddyfile_validates() {
    let out = Command::new("caddy")
        .args(["validate", "--adapter", "caddyfile", "--config"])
        .arg(root().join("Caddyfile"))
        .env("SAYDO_SITE_ADDRESS", "saydo.example.com")
        .env("HOME", std::env::temp_dir())
        .env("XDG_DATA_HOME", std::env::temp_dir())
        .env("XDG_CONFIG_HOME", std::env::temp_dir())
        .output()
        .expect("caddy (installed by scripts/test-deps.sh)");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = std::fs::read_to_string(root().join("Caddyfile")).unwrap();
    for must in [
        "flush_interval -1", "reverse_proxy 127.0.0.1:8080", "Strict-Transport-Security", "-Server", "frame-ancestors 'none'", "encode zstd gzip",
        "max_size 64KB", "read_header 10s", "read_body 10s", "write 150s", "idle 2m", "dial_timeout 5s", "response_header_timeout 130s",
    ] {
        assert!(text.contains(must), "Caddyfile lacks {must}");
    }
}

#[test]
fn systemd_units_verify() {
    let dir = tempfile::tempdir().unwrap();
    let bin = env!("CARGO_BIN_EXE_saydo");
    for unit in ["saydo.service", "saydo-refresh.service", "saydo-refresh.timer"] {
        // Point the units at the binary this build made; systemd-analyze checks it exists.
        let text = std::fs::read_to_string(root().join("systemd").join(unit)).unwrap().replace("/usr/local/bin/saydo", bin);
        std::fs::write(dir.path().join(unit), text).unwrap();
    }
    let out = Command::new("systemd-analyze")
        .arg("verify")
        .arg(dir.path().join("saydo.service"))
        .arg(dir.path().join("saydo-refresh.service"))
        .arg(dir.path().join("saydo-refresh.timer"))
        .env("SYSTEMD_LOG_LEVEL", "warning")
        .output()
        .expect("systemd-analyze");
    let err = String::from_utf8_lossy(&out.stderr);
    // Users and env files of the target VM do not exist here; anything else is a real defect.
    let real: Vec<&str> = err
        .lines()
        .filter(|l| !l.trim().is_empty())
        .filter(|l| !l.contains("/etc/saydo/saydo.env") && !l.contains("User") && !l.contains("Group") && !l.contains("systemd is not running"))
        .collect();
    assert!(real.is_empty(), "systemd-analyze verify: {real:?}");
    let unit = std::fs::read_to_string(root().join("systemd/saydo.service")).unwrap();
    for must in [
        "NoNewPrivileges=true", "ProtectSystem=strict", "ProtectHome=true", "PrivateTmp=true", "PrivateDevices=true",
        "ProtectKernelTunables=true", "ProtectControlGroups=true", "RestrictAddressFamilies=", "RestrictNamespaces=true",
        "LockPersonality=true", "MemoryDenyWriteExecute=true", "SystemCallFilter=@system-service", "CapabilityBoundingSet=",
        "UMask=0077", "MemoryMax=", "Restart=on-failure", "EnvironmentFile=", "ExecStartPre=/usr/local/bin/saydo --check-embeddings",
        "SocketBindAllow=tcp:8080", "SocketBindDeny=any", "TimeoutStartSec=",
    ] {
        assert!(unit.contains(must), "saydo.service lacks {must}");
    }
    // The refresh job is as hardened as the server.
    let refresh = std::fs::read_to_string(root().join("systemd/saydo-refresh.service")).unwrap();
    for must in [
        "NoNewPrivileges=true", "ProtectSystem=strict", "ProtectProc=invisible", "ProcSubset=pid", "SystemCallFilter=@system-service",
        "SystemCallFilter=~@privileged @resources", "CapabilityBoundingSet=", "AmbientCapabilities=", "TimeoutStartSec=", "SocketBindDeny=any",
        "MemoryMax=", "UMask=0077",
    ] {
        assert!(refresh.contains(must), "saydo-refresh.service lacks {must}");
    }
}

/// `systemd-analyze security` scores both units from their files (no running systemd needed).
#[test]
fn systemd_units_expose_at_most_2_0() {
    if Command::new("systemd-analyze").arg("--version").output().is_err() {
        println!("SKIPPED: systemd-analyze is not installed (Debian package `systemd`); exposure not measured");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let bin = env!("CARGO_BIN_EXE_saydo");
    for unit in ["saydo.service", "saydo-refresh.service"] {
        let text = std::fs::read_to_string(root().join("systemd").join(unit)).unwrap().replace("/usr/local/bin/saydo", bin);
        let path = dir.path().join(unit);
        std::fs::write(&path, text).unwrap();
        let out = Command::new("systemd-analyze").args(["security", "--offline=true", "--no-pager"]).arg(&path).output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        let line = text.lines().find(|l| l.contains("Overall exposure level")).unwrap_or_else(|| panic!("{unit}: {text}{}", String::from_utf8_lossy(&out.stderr)));
        let exposure: f64 = line.split(':').nth(1).and_then(|r| r.split_whitespace().next()).and_then(|n| n.parse().ok()).unwrap();
        println!("systemd-analyze security {unit}: exposure {exposure}");
        assert!(exposure <= 2.0, "{unit}: {line}");
    }
}

#[test]
fn check_embeddings_is_a_no_op_without_a_remote_embedder() {
    let out = Command::new(env!("CARGO_BIN_EXE_saydo"))
        .arg("--check-embeddings")
        .env_remove("CLOUDFLARE_ACCOUNT_ID")
        .env_remove("CLOUDFLARE_API_TOKEN")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).contains("nothing to check"));
}

#[test]
fn saydo_check_runs_the_checker_alone() {
    let dir = tempfile::tempdir().unwrap();
    let passages = serde_json::json!([
        {"index": 1, "text": "Revenue is expected to be $16.00 billion, plus or minus 2%.", "source": {"kind": "filing"}},
        {"index": 2, "text": "Revenues for 2023-07-31 to 2023-10-29: $18,120,000,000.", "source": {"kind": "xbrl"}}
    ]);
    let run = |draft: &str| {
        let f = dir.path().join("d.json");
        std::fs::write(&f, serde_json::json!({"draft": draft, "passages": passages}).to_string()).unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_saydo")).args(["check", "--json"]).arg(&f).output().unwrap();
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        (out.status.code(), v)
    };
    let (code, v) = run("Guided $16.00 billion [1]; reported $18.12 billion [2].");
    assert_eq!((code, v["passed"].as_bool()), (Some(0), Some(true)), "{v}");
    assert_eq!(v["figures"][1]["value"].as_f64(), Some(18.12e9));
    let (code, v) = run("Reported $18.2 billion [2] and $5 billion [3].");
    assert_eq!((code, v["passed"].as_bool()), (Some(1), Some(false)), "{v}");
    let failed: Vec<&str> = v["checks"].as_array().unwrap().iter().filter(|c| c["passed"] == false).map(|c| c["name"].as_str().unwrap()).collect();
    assert!(failed.contains(&"numbers_supported") && failed.contains(&"citation_indices_valid"), "{failed:?}");
}
