#!/usr/bin/env python3
"""Peak memory of the live runtime while a server floods it: `appcore drive` (Lunch, feed limit
1 MB) fetches a 200 MB body sent with no Content-Length from the local test server. Prints one
line: the body's size, the outcome the driver reported, and the driver's peak resident memory.

Usage: body_bomb.py PATH_TO_APPCORE [--declared | --gzip LAYERS | --chunked-forever]
  --declared         the server sends Content-Length
  --gzip LAYERS      a body of BOMB_MIB MiB of zeros (default 2,048) compressed LAYERS times
                     (2,048 MiB once: 2 MiB; twice: 3,477 bytes), sent with Content-Encoding
                     whatever the request accepts
  --chunked-forever  64 KiB chunks that do not end (the server gives up after 1,024 MiB, so that a
                     client that falls behind cannot take the machine's memory)
BOMB_BYTES sets the plain body's size (default 200,000,000); BOMB_PAUSE the seconds between a gzip
bomb's headers and its body (default 0: both in one write).
"""
import json
import os
import subprocess
import sys
import tempfile

appcore = sys.argv[1]
mode = sys.argv[2] if len(sys.argv) > 2 else ""
size = int(os.environ.get("BOMB_BYTES", "200000000"))
root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
server = subprocess.Popen([sys.executable, "Tests/Server/server.py", "--plugin", "hostile", "--watch-stdin"],
                          cwd=root, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
try:
    port = int(server.stdout.readline().split()[1])
    feed = "https://s3.amazonaws.com/br-codingexams/restaurants.json"
    if mode == "--gzip":
        mib = int(os.environ.get("BOMB_MIB", "2048"))
        path = "gzip-bomb?mib=%d&layers=%s&pause=%s" % (mib, sys.argv[3], os.environ.get("BOMB_PAUSE", "0"))
    elif mode == "--chunked-forever":
        path = "chunked-forever?mib=1024"
    else:
        path = "%s?bytes=%d" % ("huge" if mode == "--declared" else "huge-unknown", size)
    bomb = "http://127.0.0.1:%d/hostile/%s&x=" % (port, path)
    with tempfile.TemporaryDirectory() as data:
        driver = subprocess.Popen([appcore, "drive", "--app", "lunch", "--data", data, "--map", feed + "=" + bomb],
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        driver.stdin.write('{"launched":{}}\n')
        driver.stdin.flush()
        outcome = "no answer"
        for line in driver.stdout:
            result = json.loads(line).get("result", {}).get("http")
            if result is not None:
                outcome = json.dumps(result.get("error", result.get("status")), separators=(",", ":"))
                break
        driver.stdin.close()
        # The driver's own peak (RUSAGE_CHILDREN would also count any other child waited for).
        _, _, usage = os.wait4(driver.pid, 0)
    peak_mib = usage.ru_maxrss / 1024
    if mode == "--gzip":
        body = "{:,} MiB of zeros gzip-compressed %s time%s".format(mib) % (sys.argv[3], "" if sys.argv[3] == "1" else "s")
        if float(os.environ.get("BOMB_PAUSE", "0")) > 0:
            body += ", sent %s s after its headers" % os.environ["BOMB_PAUSE"]
    elif mode == "--chunked-forever":
        body = "chunked body that does not end (1,024 MiB sent)"
    else:
        body = "%s MB %s Content-Length" % ("{:,}".format(size / 1e6).rstrip("0").rstrip("."), "with" if mode == "--declared" else "without")
    print("%s, limit 1 MB: %s, peak resident memory %.1f MiB" % (body, outcome, peak_mib))
finally:
    server.stdin.close()
    server.wait(timeout=10)
