#!/usr/bin/env python3
"""Rebuilds letterboxd-export.zip from the letterboxd/ folder beside this script, laid out as
Letterboxd lays out its export: every file at the root of the archive (watched.csv, not
letterboxd/watched.csv), the subfolders (likes/, lists/, deleted/) as paths, no entries for
folders. Each file is deflate-compressed, so a reader is tested on a real deflate stream, and the
archive is the same bytes every time (with the same zlib): names in sorted order, one fixed
timestamp, fixed permissions, no extra fields.

    python3 api-fixtures/imports/make-zip.py
"""

import zipfile
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "letterboxd"
ARCHIVE = HERE / "letterboxd-export.zip"
# When the fixture export was made: 2025-06-01 12:00 (UTC, though ZIP stores local time as is).
TIMESTAMP = (2025, 6, 1, 12, 0, 0)


def main() -> None:
    files = sorted(path for path in SOURCE.rglob("*") if path.is_file() and not path.name.startswith("."))
    with zipfile.ZipFile(ARCHIVE, "w") as archive:
        for path in files:
            entry = zipfile.ZipInfo(path.relative_to(SOURCE).as_posix(), date_time=TIMESTAMP)
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.create_system = 3  # Unix, whatever machine runs this
            entry.external_attr = 0o100644 << 16
            archive.writestr(entry, path.read_bytes(), compress_type=zipfile.ZIP_DEFLATED,
                             compresslevel=zlib.Z_DEFAULT_COMPRESSION)
    print(f"{ARCHIVE.relative_to(HERE.parent.parent)}: {len(files)} files")


if __name__ == "__main__":
    main()
