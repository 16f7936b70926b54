#!/usr/bin/env python3
"""An editor at work for the load benchmark: signs in, then once a second reads a news item through
the admin API and saves it back with its English title changed, until stopped (SIGTERM). Prints how
many saves were made and how many failed, so the benchmark can say the writes really happened.

    bench/editor.py BASE_URL EMAIL PASSWORD NEWS_ID
"""

import json
import signal
import sys
import time
import urllib.error
import urllib.request

base, email, password, news_id = sys.argv[1:5]
saves = failures = 0
running = True


def stop(*_):
    global running
    running = False


signal.signal(signal.SIGTERM, stop)


def call(method, path, body=None, headers=None):
    request = urllib.request.Request(
        base + "/api/v1/admin" + path,
        method=method,
        data=None if body is None else json.dumps(body).encode(),
        headers={"Content-Type": "application/json", **(headers or {})},
    )
    with urllib.request.urlopen(request, timeout=10) as response:
        return response.headers, json.load(response) if response.status != 204 else None


headers, _ = call("POST", "/login", {"email": email, "password": password})
cookie = headers["Set-Cookie"].split(";")[0]

while running:
    started = time.monotonic()
    try:
        headers, item = call("GET", f"/news/{news_id}", headers={"Cookie": cookie})
        document = item["data"]
        document["title"]["en"] = f"Benchmark save {saves + 1}"
        call("PUT", f"/news/{news_id}", document, {"Cookie": cookie, "If-Match": headers["ETag"]})
        saves += 1
    except (urllib.error.URLError, KeyError, ValueError) as err:
        failures += 1
        print(f"save failed: {err}", file=sys.stderr)
    time.sleep(max(0.0, 1.0 - (time.monotonic() - started)))

print(f"{saves} {failures}")
