"""Helpers the blind release sets' self-checks share (holdout2, holdout3, holdout4 `check.py`).

Each check collects its mismatches in `errors` (through `err`) and exits 1 when any was found.
"""
import html
import json
import re

errors = []


def err(msg):
    errors.append(msg)


def load_jsonl(path):
    rows = []
    for i, line in enumerate(path.read_text().splitlines(), 1):
        if not line.strip():
            continue
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as e:
            err(f"{path.name}:{i}: {e}")
    return rows


def plain_text(path):
    """A release as text: tags dropped from HTML, dashes, no-break spaces and form feeds plain."""
    raw = path.read_text()
    if path.suffix in (".htm", ".html"):
        raw = re.sub(r"<[^>]+>", " ", raw)
        raw = html.unescape(raw)
    return (raw.replace("\u2013", "-").replace("\u2014", "-").replace("\xa0", " ")
            .replace("\f", "\n"))


def to_float(s):
    """A printed number: "(1,234.5)" and "-1,234.5" are negative."""
    neg = s.startswith("(") or s.startswith("-")
    v = float(s.strip("()-").replace(",", ""))
    return -v if neg else v


def close(a, b):
    return abs(a - b) <= max(0.011, 0.0005 * abs(a))
