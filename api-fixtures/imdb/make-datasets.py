#!/usr/bin/env python3
"""Builds the dataset files IMDb's dataset host would serve from the readable sources in tsv/:
each tsv/NAME.tsv compressed to NAME.tsv.gz here with `gzip -n -9` (no name, no timestamp: the
same bytes every time with the same gzip), and the hostile sets in ../imdb-hostile/, each the
five files with one broken in one way (see ../imdb-hostile/README.md).

    python3 api-fixtures/imdb/make-datasets.py          # rebuild every .gz
    python3 api-fixtures/imdb/make-datasets.py --check  # fail if a .gz is not what the sources give
"""

import shutil
import subprocess
import sys
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCES = HERE / "tsv"
HOSTILE = HERE.parent / "imdb-hostile"
DATASETS = ["title.basics", "title.ratings", "title.principals", "title.crew", "name.basics"]


def gzip(text: bytes) -> bytes:
    return subprocess.run(["gzip", "-n", "-9"], input=text, stdout=subprocess.PIPE, check=True).stdout


def source(name: str) -> bytes:
    return (SOURCES / f"{name}.tsv").read_bytes()


def line_of(text: bytes, prefix: bytes) -> int:
    """The 1-based number of the line of `text` that starts with `prefix`."""
    for number, line in enumerate(text.split(b"\n"), 1):
        if line.startswith(prefix):
            return number
    raise SystemExit(f"no line starts with {prefix!r}")


def without_runtime(text: bytes) -> bytes:
    """title.basics without its runtimeMinutes column, header and rows alike."""
    lines = text.rstrip(b"\n").split(b"\n")
    column = lines[0].split(b"\t").index(b"runtimeMinutes")
    return b"".join(b"\t".join(f for i, f in enumerate(line.split(b"\t")) if i != column) + b"\n" for line in lines)


def short_row(text: bytes) -> tuple[bytes, int]:
    """title.ratings with Blade Runner's row cut to two fields (numVotes gone)."""
    number = line_of(text, b"tt0083658\t")
    lines = text.split(b"\n")
    lines[number - 1] = b"\t".join(lines[number - 1].split(b"\t")[:2])
    return b"\n".join(lines), number


def bad_characters(text: bytes) -> tuple[bytes, int]:
    """title.principals with Harrison Ford's characters in Blade Runner not JSON (unterminated)."""
    number = line_of(text, b"tt0083658\t1\tnm0000148\t")
    lines = text.split(b"\n")
    assert lines[number - 1].endswith(b'["Rick Deckard"]')
    lines[number - 1] = lines[number - 1][: -len(b"]")]
    return b"\n".join(lines), number


def truncated(data: bytes) -> tuple[bytes, int]:
    """`data` (a .gz) cut at half its length, and how many whole lines its start still gives."""
    cut = data[: len(data) // 2]
    text = zlib.decompressobj(wbits=31).decompress(cut)
    return cut, text.count(b"\n")


def build() -> dict[Path, bytes]:
    files = {HERE / f"{name}.tsv.gz": gzip(source(name)) for name in DATASETS}
    good = {name: files[HERE / f"{name}.tsv.gz"] for name in DATASETS}
    ratings, short_line = short_row(source("title.ratings"))
    principals, characters_line = bad_characters(source("title.principals"))
    cut, whole_lines = truncated(good["title.principals"])
    broken = {
        "truncated-principals": ("title.principals", cut),
        "missing-runtime": ("title.basics", gzip(without_runtime(source("title.basics")))),
        "short-row": ("title.ratings", gzip(ratings)),
        "bad-characters": ("title.principals", gzip(principals)),
    }
    for folder, (name, data) in broken.items():
        for other in DATASETS:
            files[HOSTILE / folder / f"{other}.tsv.gz"] = data if other == name else good[other]
    print(f"truncated-principals: title.principals.tsv.gz ends after {whole_lines} whole lines")
    print(f"short-row: title.ratings.tsv.gz line {short_line}")
    print(f"bad-characters: title.principals.tsv.gz line {characters_line}")
    return files


def main() -> None:
    files = build()
    if "--check" in sys.argv[1:]:
        stale = [path for path, data in files.items() if not path.exists() or path.read_bytes() != data]
        for path in stale:
            print(f"out of date: {path.relative_to(HERE.parent)}", file=sys.stderr)
        raise SystemExit(1 if stale else 0)
    for folder in [HOSTILE / name for name in ("truncated-principals", "missing-runtime", "short-row", "bad-characters")]:
        if folder.exists():
            shutil.rmtree(folder)
    for path, data in sorted(files.items()):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)


if __name__ == "__main__":
    main()
