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
        return Err(Error::NotYet("--check-embeddings lands with the embeddings work"));
    }
    let Some(command) = cli.command else {
        return Err(Error::BadInput("no command given; see `saydo --help`".into()));
    };
    if let Command::Migrate = command {
        cli.config.validate()?;
        saydo::store::Store::migrate(&cli.config.database_url).await?;
        eprintln!("migrations applied");
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
        Command::Ask { .. } => return Err(Error::NotYet("`saydo ask` lands with the ask pipeline")),
    }
    Ok(())
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_env("SAYDO_LOG").unwrap_or_else(|_| "info,sqlx=warn".into()),
        )
        .with_writer(std::io::stderr)
        .init();
    let rt = tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("tokio runtime");
    match rt.block_on(run(cli)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("saydo: {e}");
            ExitCode::from(if matches!(e, Error::BadInput(_)) { 2 } else { 1 })
        }
    }
}
