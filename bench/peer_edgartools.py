"""Peer for `make bench`: edgartools turning the same companyfacts JSON into its facts objects.

Prints one JSON line: {"runs": n, "median_s": ..., "facts": ...}. Times json parsing plus
EntityFactsParser.parse_company_facts, i.e. the peer's equivalent of SayDo's parse stage.
"""
import json, statistics, sys, time

from edgar.entity.parser import EntityFactsParser

path, runs = sys.argv[1], int(sys.argv[2])
times, n = [], 0
for _ in range(runs):
    t = time.perf_counter()
    with open(path, "rb") as f:
        data = json.load(f)
    ef = EntityFactsParser.parse_company_facts(data)
    times.append(time.perf_counter() - t)
    n = len(ef._facts) if hasattr(ef, "_facts") else len(list(ef))
print(json.dumps({"runs": runs, "median_s": statistics.median(times), "facts": n}))
