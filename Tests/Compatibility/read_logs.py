#!/usr/bin/env python3
"""Reads action logs with Python's standard json module alone and checks every field that
docs/log-format.md promises, to prove that any JSON reader in any language reads them.

Usage: read_logs.py LOG... ; prints one summary line, or the first problem as FILE:LINE: PROBLEM
and exits 1.
"""
import json
import re
import sys

TIME = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$")
HASH = re.compile(r"^sha256:[0-9a-f]{64}$")
APPS = {"showcase", "lunch", "dining", "films", "burgers", "places"}
RESULTS = {"http", "image", "loaded", "persisted", "timerFired", "bundledFileRead"}
EFFECTS = {"http", "loadImage", "cancel", "persist", "load", "timer", "readBundledFile"}


class Problem(Exception):
    pass


def unique_keys(pairs):
    keys = [key for key, _ in pairs]
    if len(keys) != len(set(keys)):
        raise Problem("duplicate key")
    return dict(pairs)


def expect(condition, what):
    if not condition:
        raise Problem(what)


def one_case(value, where, known=None):
    """A case is a one-key object whose value is an object of named fields."""
    expect(isinstance(value, dict) and len(value) == 1, f"{where} is not a one-key object")
    (name, fields), = value.items()
    expect(known is None or name in known, f"{where}: unknown case {name}")
    expect(isinstance(fields, dict), f"{where}.{name} is not an object of fields")
    expect(not any(re.fullmatch(r"_\d+", key) for key in fields), f"{where}.{name} has a positional key")
    return name, fields


def check_header(header):
    expect(header.get("type") == "header", "line 1 is not a header")
    expect(header.get("format") == "appcore.action-log", "wrong format name")
    version = header.get("version")
    expect(version in (1, 2), f"unknown version {version}")
    expect(header.get("app") in APPS, f"unknown app {header.get('app')}")
    expect(isinstance(header.get("actionSchema"), int) and header["actionSchema"] >= 1, "bad actionSchema")
    if version >= 2:
        expect(isinstance(header.get("stateSchema"), int) and header["stateSchema"] >= 1, "bad stateSchema")
    initial = header.get("initial")
    expect(isinstance(initial, dict) and ("name" in initial or "state" in initial), "bad initial")
    return version


def check_line(line, version, last_seq):
    kind, seq = line.get("type"), line.get("seq")
    expect(isinstance(seq, int), "seq is not an integer")
    if kind in ("action", "result"):
        expect(seq == last_seq + 1, f"seq {seq} after {last_seq}")
        expect(isinstance(line.get("time"), str) and TIME.match(line["time"]), "bad time")
        if kind == "action" and version >= 2:
            one_case(line.get("action"), "action")
        if kind == "result":
            expect(version >= 2, "a result line in format 1")
            name, fields = one_case(line.get("result"), "result", RESULTS)
            expect("id" in fields or "key" in fields, f"result.{name} names no id or key")
            if name == "http" and "error" not in fields:
                expect(isinstance(fields.get("status"), int), "http result without status")
                expect(not ("body" in fields and "bodyBase64" in fields), "both body and bodyBase64")
        return seq
    if kind == "launch":
        expect(version >= 2, "a launch line in format 1")
        expect(seq == last_seq, f"launch after input {seq} follows input {last_seq}")
        expect(isinstance(line.get("time"), str) and TIME.match(line["time"]), "bad time")
        initial = line.get("initial")
        expect(isinstance(initial, dict) and ("name" in initial or "state" in initial), "bad initial")
        expect("state" not in line or HASH.match(line["state"]), "bad state hash")
        writer = line.get("writer")
        expect(writer is None or isinstance(writer, dict) and isinstance(writer.get("program"), str), "bad writer")
        return last_seq
    expect(kind == "checkpoint", f"unknown line type {kind}")
    expect(seq == last_seq, f"checkpoint {seq} after input {last_seq}")
    if version == 1:
        expect(HASH.match(line.get("hash", "")), "bad hash")
    else:
        expect("state" not in line or HASH.match(line["state"]), "bad state hash")
        effects = line.get("effects")
        # Only a checkpoint that records the state alone (a snapshot, a store closing its log) has none.
        expect(isinstance(effects, list) or effects is None and "state" in line, "checkpoint without effects or state")
        for index, effect in enumerate(effects or []):
            one_case(effect, f"effects[{index}]", EFFECTS)
    return last_seq


def check(path):
    lines = 0
    with open(path, "rb") as file:
        data = file.read()
    if not data.endswith(b"\n"):
        raise Problem("last line has no newline")
    version, last_seq = None, 0
    for number, raw in enumerate(data.split(b"\n")[:-1], start=1):
        try:
            line = json.loads(raw.decode("utf-8"), object_pairs_hook=unique_keys)
            if number == 1:
                version = check_header(line)
            else:
                last_seq = check_line(line, version, last_seq)
        except (Problem, ValueError) as problem:
            raise Problem(f"{path}:{number}: {problem}")
        lines = number
    return lines


def main(paths):
    total = 0
    try:
        for path in paths:
            total += check(path)
    except Problem as problem:
        print(problem)
        return 1
    print(f"read {len(paths)} logs, {total} lines: every promised field present")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
