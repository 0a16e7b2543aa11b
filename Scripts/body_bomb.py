#!/usr/bin/env python3
"""Peak memory of the live runtime while a server floods it: `appcore drive` (Lunch, feed limit
1 MB) fetches a 200 MB body sent with no Content-Length from the local test server. Prints one
line: the body's size, the outcome the driver reported, and the driver's peak resident memory.

Usage: body_bomb.py PATH_TO_APPCORE [--declared]   (--declared: the server sends Content-Length)
BOMB_BYTES sets the body's size (default 200,000,000).
"""
import json
import os
import subprocess
import sys
import tempfile

appcore = sys.argv[1]
declared = len(sys.argv) > 2 and sys.argv[2] == "--declared"
size = int(os.environ.get("BOMB_BYTES", "200000000"))
root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
server = subprocess.Popen([sys.executable, "Tests/Server/server.py", "--plugin", "hostile", "--watch-stdin"],
                          cwd=root, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
try:
    port = int(server.stdout.readline().split()[1])
    feed = "https://s3.amazonaws.com/br-codingexams/restaurants.json"
    path = "huge" if declared else "huge-unknown"
    bomb = "http://127.0.0.1:%d/hostile/%s?bytes=%d&x=" % (port, path, size)
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
    length = "with" if declared else "without"
    print("%s MB %s Content-Length, limit 1 MB: %s, peak resident memory %.1f MiB" % ("{:,}".format(size / 1e6).rstrip("0").rstrip("."), length, outcome, peak_mib))
finally:
    server.stdin.close()
    server.wait(timeout=10)
