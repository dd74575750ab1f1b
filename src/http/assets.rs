//! Hand-written assets compiled in, served under content-hashed URLs
//! (`/assets/app.3f9c2a1b.js`) with immutable caching: a deploy can never serve a stale file,
//! and an unknown hash is a 404.

use std::collections::HashMap;
use std::sync::LazyLock;

use axum::extract::Path;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use rust_embed::RustEmbed;
use sha2::{Digest, Sha256};

#[derive(RustEmbed)]
#[folder = "assets/"]
struct Files;

pub struct Asset {
    pub hashed: String,
    pub bytes: Vec<u8>,
    pub mime: String,
}

/// logical name ("app.js") -> its hashed form and bytes; computed once from the embedded bytes.
pub static ASSETS: LazyLock<HashMap<String, Asset>> = LazyLock::new(|| {
    let mut m = HashMap::new();
    for name in Files::iter() {
        let name = name.to_string();
        if name.ends_with(".html") {
            continue; // templates are rendered, not served
        }
        let bytes = Files::get(&name).unwrap().data.into_owned();
        let hash = hex::encode(&Sha256::digest(&bytes)[..4]);
        let hashed = match name.rsplit_once('.') {
            Some((stem, ext)) => format!("{stem}.{hash}.{ext}"),
            None => format!("{name}.{hash}"),
        };
        let mime = mime_guess::from_path(&name).first_or_octet_stream().to_string();
        m.insert(name, Asset { hashed, bytes, mime });
    }
    m
});

/// The URL of a logical asset, for templates.
pub fn url(name: &str) -> String {
    ASSETS.get(name).map(|a| format!("/assets/{}", a.hashed)).unwrap_or_else(|| format!("/assets/missing-{name}"))
}

pub fn template(name: &str) -> Option<String> {
    Files::get(name).map(|f| String::from_utf8_lossy(&f.data).into_owned())
}

pub async fn serve(Path(file): Path<String>) -> Response {
    match ASSETS.values().find(|a| a.hashed == file) {
        Some(a) => (
            [
                (header::CONTENT_TYPE, a.mime.clone()),
                (header::CACHE_CONTROL, "public, max-age=31536000, immutable".to_owned()),
                (header::X_CONTENT_TYPE_OPTIONS, "nosniff".to_owned()),
            ],
            a.bytes.clone(),
        )
            .into_response(),
        None => (StatusCode::NOT_FOUND, "no such asset (a stale page? reload)").into_response(),
    }
}
