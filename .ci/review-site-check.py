#!/usr/bin/env python3
"""Reads what .ci/check-review-site needs from a review site and from the PDFs Chromium prints of it.

  review-site-check.py verdicts SITE         each note of the review pages and its verdict: "id status"
  review-site-check.py resolved SOLUTIONS    the notes the reference solutions' texts name as resolved
  review-site-check.py review-pdf PDF        a printed review page: problems, one a line (none: fine)
  review-site-check.py card-pdf PDF REVIEW   a printed kata card (REVIEW: 1 for a review's card): problems
  review-site-check.py smallest PDF          the height of the smallest word box, in points

A word's box is 1.16 times its font size in DejaVu: 8 pt text gives 9.3 pt boxes, 6.5 pt 7.6 pt.
"""
import glob
import html
import re
import subprocess
import sys

SMALLEST_BOX = 9.0


def words(pdf):
    """The words of each page: (page width, page height, [(xMin, yMin, xMax, yMax, text)])."""
    layout = subprocess.run(["pdftotext", "-bbox", pdf, "-"], capture_output=True, text=True, check=True).stdout
    pages = []
    for page in re.finditer(r'<page width="([\d.]+)" height="([\d.]+)">(.*?)</page>', layout, re.S):
        found = [
            tuple(float(n) for n in w.groups()[:4]) + (html.unescape(w.group(5)),)
            for w in re.finditer(
                r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)</word>', page.group(3))
        ]
        pages.append((float(page.group(1)), float(page.group(2)), found))
    return pages


def smallest(pages):
    return min((w[3] - w[1] for _, _, found in pages for w in found), default=99)


def rows(found):
    """The words as rows of text, top to bottom: words whose boxes share a middle line are one row."""
    rows = []
    for word in sorted(found, key=lambda w: (w[1], w[0])):
        middle = (word[1] + word[3]) / 2
        if rows and abs(rows[-1][0] - middle) < 2:
            rows[-1][1].append(word)
        else:
            rows.append([middle, [word]])
    return [" ".join(w[4] for w in sorted(r[1])) for r in rows]


def review_pdf(pdf):
    pages = words(pdf)
    problems = []
    if smallest(pages) < SMALLEST_BOX:
        problems.append(f"text as small as a {smallest(pages):.1f} pt box (8 pt text gives 9.3)")
    side_by_side = False
    for number, (width, _, found) in enumerate(pages[1:], start=2):
        columns = [[w for w in found if w[0] < width / 2], [w for w in found if w[0] >= width / 2]]
        side_by_side |= all(columns)
        for column in columns:
            if not column:
                continue
            last = rows(column)[-1]
            if re.fullmatch(r"(Starter|Refactored|Tests)/\S+\.swift", last):
                problems.append(f"sheet {number} ends with the file name {last}, away from its lines")
            if re.match(r"\d+ //", last):
                problems.append(f"sheet {number} ends with a comment, away from what it documents: {last[:60]}")
    if not side_by_side:
        problems.append("no sheet puts the Starter and the Refactored side by side")
    return problems


def card_pdf(pdf, review):
    pages = words(pdf)
    problems = []
    if smallest(pages) < SMALLEST_BOX:
        problems.append(f"text as small as a {smallest(pages):.1f} pt box")
    width = pages[0][0]
    widest = max(w[2] for _, _, found in pages for w in found) - min(w[0] for _, _, found in pages for w in found)
    if widest < 0.75 * width:
        problems.append(f"its text is {widest:.0f} pt wide on a {width:.0f} pt sheet: it does not use the sheet")
    text = " ".join(w[4] for _, _, found in pages for w in found)
    if not re.search(r"Made on \d{4}-\d\d-\d\d \d\d:\d\d [+-]\d\d:\d\d from (commit|files in no git commit)", text):
        problems.append("no printed sheet names the commit and the time it was made from")
    if review == "1":
        starts = [rows(found)[0] if found else "" for _, _, found in pages]
        if not any(start.startswith("Review comments an expert would write") for start in starts):
            problems.append("the expert comments do not start a sheet of their own")
    return problems


def verdicts(site):
    for page in sorted(glob.glob(f"{site}/*.html")):
        text = open(page, encoding="utf-8").read()
        for note in re.finditer(r'class="note (still|gone|undecided)"[^>]*>(.*?)</(?:aside|li)>', text):
            source = re.search(r'<span class="source">\(([^)]*)\)</span>', note.group(2))
            print(source.group(1) if source else "?", note.group(1))


def resolved(folder):
    for text in sorted(glob.glob(f"{folder}/*.md")):
        paragraph = re.search(r"^Review notes it resolves.*?(?:\n\n|\Z)", open(text, encoding="utf-8").read(), re.S | re.M)
        for note in re.findall(r"`([a-z-]+#\d+)`", paragraph.group(0) if paragraph else ""):
            print(note)


if __name__ == "__main__":
    command, *rest = sys.argv[1:]
    if command == "verdicts":
        verdicts(*rest)
    elif command == "resolved":
        resolved(*rest)
    elif command == "smallest":
        print(f"{smallest(words(rest[0])):.1f}")
    else:
        for problem in (review_pdf(*rest) if command == "review-pdf" else card_pdf(*rest)):
            print(problem)
