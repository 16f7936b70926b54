#!/usr/bin/env python3
"""Draws the HR department's banner video and its poster (content/media/people-hr-banner.{mp4,svg}).

The scene is the seeder's "people" motif: a row of figures under a sun, on the site's blues. Every
motion is a whole number of sine periods over the loop, so the video loops without a seam, and
frame 0 is the poster, so the picture does not jump when the video starts.

Needs ffmpeg built with librsvg and libx264 (Debian's ffmpeg). Run from the repository root:
    python3 tools/banner-video.py
"""
import math
import pathlib
import subprocess
import tempfile

WIDTH, HEIGHT = 1200, 675
FPS = 24
SECONDS = 8
FRAMES = FPS * SECONDS
OUT = pathlib.Path("content/media/people-hr-banner")

LIGHT, GOLD = "#e8eef6", "#f2b632"
# (x, head y, head radius, colour, sway periods per loop, phase)
PEOPLE = [
    (134, 314, 36, LIGHT, 1, 0.0),
    (303, 357, 35, GOLD, 2, 1.3),
    (458, 352, 31, LIGHT, 1, 2.1),
    (595, 311, 34, LIGHT, 2, 0.7),
    (725, 360, 30, GOLD, 1, 3.4),
    (902, 356, 35, LIGHT, 2, 4.2),
    (1060, 330, 33, LIGHT, 1, 5.0),
]
# (x, y, r, drift periods, phase): the faint discs behind the figures
DISCS = [(959, 554, 230, 1, 0.0), (88, 330, 296, 1, 2.0), (389, 608, 207, 1, 4.0)]


def wave(t: float, periods: int, phase: float) -> float:
    return math.sin(2 * math.pi * periods * t + phase)


def frame(t: float) -> str:
    """The scene at t in [0, 1) of the loop."""
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" width="{WIDTH}" height="{HEIGHT}">',
        '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">'
        '<stop offset="0" stop-color="#0b3a6e"/><stop offset="1" stop-color="#1f6fb2"/></linearGradient></defs>',
        f'<rect width="{WIDTH}" height="{HEIGHT}" fill="url(#g)"/>',
        f'<circle cx="1066" cy="{212 + 6 * wave(t, 1, 0):.1f}" r="{82 + 4 * wave(t, 2, 0):.1f}" fill="{GOLD}" opacity="0.85"/>',
    ]
    for x, y, r, periods, phase in DISCS:
        parts.append(
            f'<circle cx="{x + 24 * wave(t, periods, phase):.1f}" cy="{y + 12 * wave(t, periods, phase + 1):.1f}" '
            f'r="{r}" fill="{LIGHT}" opacity="0.06"/>'
        )
    ground = [520 + 14 * wave(t, 1, k) for k in range(3)]
    parts.append(
        f'<path d="M0 {ground[0]:.1f} Q 300 {ground[1]:.1f} 600 {ground[2]:.1f} T 1200 554 V 675 H 0 Z" '
        f'fill="{LIGHT}" opacity="0.14"/>'
    )
    for x, y, r, colour, periods, phase in PEOPLE:
        lift = 7 * wave(t, periods, phase)
        lean = 5 * wave(t, periods, phase + math.pi / 2)
        head_x, head_y = x + lean, y + lift
        shoulders = y + 150 + lift
        parts.append(f'<circle cx="{head_x:.1f}" cy="{head_y:.1f}" r="{r}" fill="{colour}" opacity="0.75"/>')
        parts.append(
            f'<path d="M{x - 66:.1f} {shoulders:.1f} Q {head_x:.1f} {shoulders - 130:.1f} {x + 66:.1f} {shoulders:.1f} '
            f'L {x + 75} {HEIGHT} L {x - 75} {HEIGHT} Z" fill="{colour}" opacity="0.5"/>'
        )
    parts.append("</svg>")
    return "".join(parts)


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(FRAMES):
            pathlib.Path(tmp, f"{i:04d}.svg").write_text(frame(i / FRAMES))
        subprocess.run(
            [
                "ffmpeg", "-y", "-loglevel", "error",
                "-framerate", str(FPS), "-c:v", "librsvg", "-i", f"{tmp}/%04d.svg",
                "-vf", "scale=1280:720,format=yuv420p",
                "-c:v", "libx264", "-preset", "veryslow", "-crf", "30", "-tune", "animation",
                "-movflags", "+faststart", "-an",
                str(OUT.with_suffix(".mp4")),
            ],
            check=True,
        )
    OUT.with_suffix(".svg").write_text(frame(0) + "\n")


if __name__ == "__main__":
    main()
