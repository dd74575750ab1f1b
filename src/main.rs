//! `saydo`: one binary for serving, onboarding, asking and maintenance.

use std::process::ExitCode;
use std::time::Duration;

use clap::{Parser, Subcommand};
use indicatif::{ProgressBar, ProgressStyle};

use saydo::app::App;
use saydo::config::Config;
use saydo::onboard::Progress;
use saydo::{Error, Result};

#[derive(Parser)]
#[command(name = "saydo", version, about = "What management said, held against what they did — every figure traced to an SEC filing.")]
struct Cli {
    #[command(flatten)]
    config: Config,
    /// Prove that remote and local embeddings share one space, then exit.
    #[arg(long, global = true)]
    check_embeddings: bool,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the web page and API on SAYDO_BIND (plain HTTP; put Caddy in front).
    Serve,
    /// Serve SayDo's tools to AI assistants over the Model Context Protocol (stdio; logs on stderr).
    Mcp {
        /// Serve streamable HTTP at /mcp on this loopback address instead of stdio.
        #[arg(long, value_name = "127.0.0.1:PORT")]
        http: Option<std::net::SocketAddr>,
    },
    /// Fetch an issuer's XBRL facts and filings list from SEC and store them with provenance.
    Onboard {
        /// Tickers, CIKs or company names.
        #[arg(required = true)]
        issuers: Vec<String>,
    },
    /// Ask a question about a US public company.
    Ask {
        question: String,
        /// Print the result object as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Apply database migrations (also done by every other command).
    Migrate,
    /// Scheduled ingest: new filings, facts and guidance for every onboarded issuer.
    Refresh,
    /// Run a JSONL file of questions through the pipeline and score the answers.
    Eval {
        file: std::path::PathBuf,
        /// Exit non-zero when any category of any split falls below this accuracy.
        #[arg(long, default_value_t = 0.0)]
        min_accuracy: f64,
        /// Print every outcome as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Retrace every figure of an answer to its facts or guidance sentence.
    Explain {
        answer_id: uuid::Uuid,
        #[arg(long)]
        json: bool,
    },
    /// Run the check and review stage alone on {"draft": "...", "passages": [{"index", "text", "source"}]}.
    Check {
        file: std::path::PathBuf,
        #[arg(long)]
        json: bool,
    },
    /// Build an issuer's filings corpus (onboarding it first if needed).
    Ingest {
        issuer: String,
        /// How many of the latest earnings releases to read.
        #[arg(long, default_value_t = 12)]
        releases: i64,
        /// How many of the latest 10-Q/10-K reports to read.
        #[arg(long, default_value_t = 8)]
        reports: i64,
    },
    /// Ranked passages from an issuer's corpus (hybrid: vectors and full text).
    Search {
        issuer: String,
        text: String,
        #[arg(long, default_value_t = 8)]
        limit: usize,
        #[arg(long)]
        json: bool,
    },
    /// Print an issuer's stored guidance, or run the extractor on a local release (--file).
    Guidance {
        /// Ticker, CIK or name (omit with --file).
        issuer: Option<String>,
        /// A local release (HTML, or plain text such as a PDF's text layer).
        #[arg(long, requires_all = ["filed", "fiscal_year_end"])]
        file: Option<std::path::PathBuf>,
        /// The release's date, YYYY-MM-DD (anchors "the first quarter").
        #[arg(long)]
        filed: Option<chrono::NaiveDate>,
        /// The issuer's fiscal year end, MMDD.
        #[arg(long)]
        fiscal_year_end: Option<String>,
        #[arg(long)]
        json: bool,
    },
}

struct Bar(ProgressBar);
impl Progress for Bar {
    fn stage(&self, what: &str) {
        self.0.set_message(what.to_owned());
    }
}

fn spinner() -> ProgressBar {
    let pb = ProgressBar::new_spinner();
    pb.set_style(ProgressStyle::with_template("{spinner} {msg} {elapsed}").unwrap());
    pb.enable_steady_tick(Duration::from_millis(120));
    pb
}

async fn run(cli: Cli) -> Result<()> {
    if cli.check_embeddings {
        return saydo::embed::check_command(&cli.config).await;
    }
    let Some(command) = cli.command else {
        return Err(Error::BadInput("no command given; see `saydo --help`".into()));
    };
    if let Command::Guidance { issuer: None, file: Some(path), filed: Some(filed), fiscal_year_end: Some(fye), json } = &command {
        return guidance_from_file(path, *filed, fye, *json);
    }
    if let Command::Check { file, json } = &command {
        return check_file(file, *json);
    }
    if let Command::Migrate = command {
        cli.config.validate()?;
        saydo::store::Store::migrate(&cli.config.database_url).await?;
        tracing::info!("migrations applied");
        return Ok(());
    }
    let app = App::start(cli.config).await?;
    tracing::info!("{}", app.sec.describe());
    match command {
        Command::Migrate => unreachable!(),
        Command::Serve => {
            let listener = tokio::net::TcpListener::bind(app.cfg.bind).await?;
            tracing::info!(addr = %listener.local_addr()?, "serving");
            saydo::http::serve(app, listener).await?;
        }
        Command::Mcp { http: None } => saydo::mcp::serve_stdio(app).await?,
        Command::Mcp { http: Some(addr) } => saydo::mcp::serve_http(app, addr).await?,
        Command::Onboard { issuers } => {
            for issuer in issuers {
                let who = app.resolve_one(&issuer).await?;
                let pb = spinner();
                pb.set_message(format!("onboarding {}", who.name));
                let summary = app.onboard(who.cik, &Bar(pb.clone())).await;
                pb.finish_and_clear();
                println!("{}", summary?.line());
            }
        }
        Command::Ask { question, json } => {
            let opts = saydo::ask::AskOptions { client_ip: None, model_allowed: true, budgeted: false };
            let r = saydo::ask::ask(&app, &question, &opts, &()).await?;
            if json {
                println!("{}", serde_json::to_string_pretty(&r).expect("serialise"));
            } else {
                print_answer(&r);
            }
        }
        Command::Explain { answer_id, json } => {
            let v = saydo::explain::explain(&app, answer_id).await?;
            if json {
                println!("{}", serde_json::to_string_pretty(&v).expect("serialise"));
            } else {
                println!("{}", saydo::explain::render(&v));
            }
        }
        Command::Check { .. } => unreachable!(),
        Command::Refresh => {
            let t = std::time::Instant::now();
            let s = saydo::refresh::refresh(&app).await?;
            let r = &s.retention;
            println!(
                "retention: {} answers older than {} days deleted, {} spend rows' client addresses cleared, {} stale reservations dropped, {} idle gate buckets pruned",
                r.answers_deleted, app.cfg.answer_retention_days, r.client_addresses_cleared, r.reservations_dropped, r.buckets_pruned
            );
            println!(
                "refresh: {} issuers, {} new facts, {} new filings, {} releases read, {} new guidance records, {} failures, in {:.1} s",
                s.issuers, s.facts_new, s.filings_new, s.releases_read, s.guidance_new, s.failures.len(), t.elapsed().as_secs_f64()
            );
            for f in &s.failures {
                tracing::warn!(failure = %f, "refresh");
            }
        }
        Command::Eval { file, min_accuracy, json } => {
            let cases = saydo::eval::read(&file)?;
            let report = saydo::eval::run(&app, &cases).await?;
            if json {
                println!("{}", serde_json::to_string_pretty(&report).expect("serialise"));
            } else {
                for o in report.outcomes.iter().filter(|o| !o.correct) {
                    println!("WRONG {:?}: {}", o.question, o.detail);
                }
            }
            println!("{}", report.summary());
            if let Some((split, category, acc)) = report.weakest().filter(|w| w.2 < min_accuracy) {
                return Err(Error::Failed(format!("{split}/{category} accuracy {acc:.3} is below --min-accuracy {min_accuracy}")));
            }
        }
        Command::Ingest { issuer, releases, reports } => {
            let who = app.resolve_one(&issuer).await?;
            if let Some(s) = app.ensure_onboarded(who.cik, &()).await? {
                println!("{}", s.line());
            }
            let pb = ProgressBar::new(0);
            pb.set_style(ProgressStyle::with_template("{bar:30} {pos}/{len} {msg}").unwrap());
            struct P(ProgressBar);
            impl saydo::corpus::IngestProgress for P {
                fn document(&self, done: usize, total: usize, what: &str) {
                    self.0.set_length(total as u64);
                    self.0.set_position(done as u64);
                    self.0.set_message(what.to_owned());
                }
            }
            let t = std::time::Instant::now();
            let s = saydo::corpus::ingest(&app.store, &app.sec, who.cik, releases, reports, &P(pb.clone())).await;
            pb.finish_and_clear();
            let s = s?;
            println!(
                "{}: {} releases and {} reports read ({} missing at SEC), {} chunks, {} guidance records, in {:.1} s",
                who.name, s.releases, s.reports, s.missing, s.chunks, s.guidance, t.elapsed().as_secs_f64()
            );
            if let Some(e) = &app.embedder {
                let t = std::time::Instant::now();
                let n = app.embed_pending(who.cik).await?;
                println!("embedded {n} chunks in {} in {:.1} s", e.space().id(), t.elapsed().as_secs_f64());
            } else {
                println!("no embedding model installed: search uses full text alone (run `make model`)");
            }
            saydo::corpus::enforce_cache(&app.store, who.cik, app.cfg.corpus_issuers).await?;
        }
        Command::Search { issuer, text, limit, json } => {
            let who = app.resolve_one(&issuer).await?;
            let v = match &app.embedder {
                Some(e) => Some((e.embed(std::slice::from_ref(&text)).await?.pop().unwrap_or_default(), e.space().id())),
                None => None,
            };
            let hits = saydo::corpus::search::search(
                &app.store.query,
                &saydo::corpus::search::Query {
                    cik: who.cik,
                    text: &text,
                    from: None,
                    to: None,
                    limit,
                    vector: v.as_ref().map(|(v, s)| (v.as_slice(), s.as_str())),
                    forms: &[],
                },
            )
            .await?;
            if json {
                println!("{}", serde_json::to_string_pretty(&hits).expect("serialise"));
            } else {
                for (i, h) in hits.iter().enumerate() {
                    let t: String = h.text.replace('\n', " ").chars().take(200).collect();
                    println!(
                        "{}. {} {} {} [{}] dense {} sparse {}\n   {t}\n   {}",
                        i + 1, h.form, h.filed, h.accession, h.section,
                        h.dense_rank.map(|r| r.to_string()).unwrap_or("-".into()),
                        h.sparse_rank.map(|r| r.to_string()).unwrap_or("-".into()),
                        h.url
                    );
                }
            }
        }
        Command::Guidance { issuer: Some(issuer), json, .. } => {
            let who = app.resolve_one(&issuer).await?;
            let recs = saydo::guidance::for_issuer(&app.store.query, who.cik).await?;
            print_guidance(&recs, json);
        }
        Command::Guidance { .. } => return Err(Error::BadInput("give an issuer, or --file with --filed and --fiscal-year-end".into())),
    }
    Ok(())
}

fn print_answer(r: &saydo::ask::AskResult) {
    println!("{}\n", r.answer);
    for p in &r.passages {
        let s = &p.source;
        let what = match (&s.form, &s.filed) {
            (Some(f), Some(d)) => format!("{f} filed {d}"),
            _ => "computed by SayDo".into(),
        };
        let text: String = p.text.chars().take(160).collect();
        println!("[{}] {what}{}: {text}{}", p.index, s.url.as_deref().map(|u| format!(" <{u}>")).unwrap_or_default(), if p.text.chars().count() > 160 { "…" } else { "" });
    }
    let failed: Vec<_> = r.review.checks.iter().filter(|c| !c.passed).collect();
    if !failed.is_empty() {
        println!("\nchecks failed:");
        for c in failed {
            println!("  {}: {}", c.name, c.detail);
        }
    }
    eprintln!(
        "\nroute {} · {} figure(s), {} verified · {} ms",
        r.route.unwrap_or("-"),
        r.figures.len(),
        r.figures.iter().filter(|f| f.verified).count(),
        r.timings_ms.get("total").copied().unwrap_or(0)
    );
}

fn check_file(path: &std::path::Path, json: bool) -> Result<()> {
    #[derive(serde::Deserialize)]
    struct In {
        draft: String,
        passages: Vec<P>,
    }
    #[derive(serde::Deserialize)]
    struct P {
        index: usize,
        text: String,
    }
    let raw = std::fs::read_to_string(path)?;
    let input: In = serde_json::from_str(&raw).map_err(|e| Error::BadInput(format!("{}: {e}", path.display())))?;
    let texts: Vec<(usize, &str)> = input.passages.iter().map(|p| (p.index, p.text.as_str())).collect();
    let (figures, checks) = saydo::check::review(&input.draft, &texts, &saydo::check::Expect::default());
    let passed = checks.iter().all(|c| c.passed);
    if json {
        println!("{}", serde_json::json!({"passed": passed, "figures": figures, "checks": checks}));
    } else {
        for c in &checks {
            println!("{} {}{}", if c.passed { "ok  " } else { "FAIL" }, c.name, if c.detail.is_empty() { String::new() } else { format!(": {}", c.detail) });
        }
    }
    // Exit 1 when the draft fails: scripts can gate on the checker.
    if passed {
        Ok(())
    } else {
        Err(Error::Failed("the draft failed the check".into()))
    }
}

fn print_guidance(recs: &[saydo::guidance::GuidanceRecord], json: bool) {
    if json {
        println!("{}", serde_json::to_string_pretty(recs).expect("serialise"));
        return;
    }
    for r in recs {
        let fmt = |v: Option<rust_decimal::Decimal>| v.map(|d| d.normalize().to_string()).unwrap_or_else(|| "-".into());
        println!(
            "{} {} {:<18} {:<11} {} {}..{}  low {} high {} point {} {} {}  [{} {} {}]",
            r.fiscal_period,
            r.fiscal_year,
            r.metric,
            r.basis,
            r.tier,
            r.period_start,
            r.period_end,
            fmt(r.low),
            fmt(r.high),
            fmt(r.point),
            r.unit,
            r.plus_minus.as_deref().map(|p| format!("±{p}")).unwrap_or_default(),
            r.accession,
            r.filed,
            r.label
        );
    }
}

fn guidance_from_file(path: &std::path::Path, filed: chrono::NaiveDate, fye: &str, json: bool) -> Result<()> {
    let cal = saydo::fiscal::FiscalCalendar::from_mmdd(fye)
        .ok_or_else(|| Error::BadInput(format!("--fiscal-year-end must be MMDD, e.g. 0131; got {fye:?}")))?;
    let bytes = std::fs::read(path)?;
    let text = String::from_utf8_lossy(&bytes);
    // By its name first (.htm/.html, or layout text as `pdftotext -layout` writes it), else by its content.
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("").to_ascii_lowercase();
    let looks_html = match ext.as_str() {
        "htm" | "html" | "xhtml" => true,
        "txt" => text.contains("<html") || text.contains("<HTML") || text.contains("<DOCUMENT>"),
        _ => text.contains("<html") || text.contains("<HTML") || text.contains("<p") || text.contains("<div"),
    };
    // A complete submission text file carries the release as its EX-99.1 document.
    let body = saydo::html::exhibit_from_submission_text(&text, "EX-99.1").unwrap_or_else(|| text.to_string());
    let doc = if looks_html { saydo::html::to_text(&body) } else { saydo::html::plain_to_text(&body) };
    let url = format!("file://{}", std::fs::canonicalize(path)?.display());
    let recs: Vec<_> = saydo::guidance::extract::extract(&doc, &cal, filed)
        .iter()
        .map(|g| saydo::guidance::GuidanceRecord::from_extracted(g, "local", filed, &url))
        .collect();
    print_guidance(&recs, json);
    Ok(())
}

/// Logs go to stderr: coloured text on a terminal; one JSON object a line, without colour
/// codes, anywhere else (journald under systemd, a pipe, a file). Returns whether JSON.
fn init_logs() -> bool {
    use std::io::IsTerminal;
    let filter = tracing_subscriber::EnvFilter::try_from_env("SAYDO_LOG").unwrap_or_else(|_| "info,sqlx=warn".into());
    let json = !std::io::stderr().is_terminal();
    let logs = tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr);
    if json {
        logs.json().with_ansi(false).with_current_span(false).init();
    } else {
        logs.init();
    }
    json
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let json_logs = init_logs();
    let rt = tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("tokio runtime");
    let out = rt.block_on(run(cli));
    // Work still in flight (a blocking read of stdin, a background embedding) does not hold the exit.
    rt.shutdown_timeout(Duration::from_secs(2));
    match out {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            if json_logs {
                tracing::error!(error = %e, "saydo: {e}");
            } else {
                eprintln!("saydo: {e}");
            }
            ExitCode::from(if matches!(e, Error::BadInput(_)) { 2 } else { 1 })
        }
    }
}
