#!/usr/bin/env python3
"""Tiny valid PNG files made with the standard library only (zlib + struct).

    python3 tiny_png.py OUT_DIR NAME.png[:WIDTHxHEIGHT] ...

writes one solid-colour PNG per name into OUT_DIR. The colour comes from the name, so the same
command always writes the same bytes. Fixtures/lunch/images/ was made with it (see
Fixtures/lunch/SOURCES.md). Plugins may import png() to answer with an image of their own.
"""

import hashlib
import os
import struct
import sys
import zlib


def png(width, height, rgb):
    """The bytes of a width x height PNG (8-bit RGB, no interlace) filled with the colour rgb."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    row = b"\x00" + bytes(rgb) * width  # filter type 0, then the pixels
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(row * height, 9)) + chunk(b"IEND", b""))


def main(argv):
    folder, specs = argv[0], argv[1:]
    os.makedirs(folder, exist_ok=True)
    for spec in specs:
        name, _, size = spec.partition(":")
        width, height = (int(value) for value in (size or "16x9").split("x"))
        colour = hashlib.sha256(name.encode("utf-8")).digest()[:3]
        with open(os.path.join(folder, name), "wb") as handle:
            handle.write(png(width, height, colour))


if __name__ == "__main__":
    main(sys.argv[1:])
