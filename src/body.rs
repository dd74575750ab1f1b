//! Reading a reply's body with a ceiling: the bytes are counted while they stream, so a reply
//! past the cap is dropped at the cap and never held whole (a gzip bomb included: the count is
//! of decompressed bytes).

/// Why a capped read stopped.
#[derive(Debug)]
pub enum BodyError {
    /// More than `cap` bytes (declared in Content-Length or counted while streaming).
    TooLarge { cap: usize },
    /// The connection failed or was cut mid-body.
    Transport(reqwest::Error),
}

pub async fn read_capped(mut resp: reqwest::Response, cap: usize) -> Result<bytes::Bytes, BodyError> {
    if resp.content_length().is_some_and(|n| n > cap as u64) {
        return Err(BodyError::TooLarge { cap });
    }
    let mut buf = bytes::BytesMut::with_capacity(resp.content_length().map_or(16 * 1024, |n| n as usize).min(cap));
    while let Some(chunk) = resp.chunk().await.map_err(BodyError::Transport)? {
        if buf.len() + chunk.len() > cap {
            return Err(BodyError::TooLarge { cap });
        }
        buf.extend_from_slice(&chunk);
    }
    Ok(buf.freeze())
}
