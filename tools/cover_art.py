"""Write the covers of the shipped Mansions scenarios for the setup's scenario browser.

    python tools/cover_art.py          # writes assets/art/mansions/covers/<scenario>.svg
    python tools/cover_art.py --check  # exit 1 when a file on disk differs from this script

Our own art: a night sky in the scenario's colours over a foreground that says what the
story is about (a glasshouse, a cellar's arch, a tonic bottle, a ticking clock, a garden
gate). A scenario without a cover shows the house at night (art/mansions/story/cover.svg).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from svgfiles import write_or_check  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "assets" / "art" / "mansions" / "covers"

GROUND = '<path d="M0 140 Q60 130 120 136 T240 132 V160 H0 Z" fill="#14151d"/>'

COVERS = {
    # a glasshouse glowing green, flowers pressed to the panes
    "quiet-greenhouse": ("#16262a", "#3d5a4a", "The Quiet Greenhouse",
                         '<path d="M50 138 V86 Q120 30 190 86 V138 Z" fill="#2f6a4c" '
                         'opacity="0.85" stroke="#b9d7c0" stroke-width="2"/>'
                         + "".join(f'<path d="M{x} 138 V{y}" stroke="#b9d7c0" '
                                   f'stroke-width="1.5"/>'
                                   for x, y in ((78, 62), (106, 50), (134, 50), (162, 62)))
                         + '<path d="M50 104 H190" stroke="#b9d7c0" stroke-width="1.5"/>'
                         + "".join(f'<circle cx="{x}" cy="{y}" r="5" fill="{c}"/>'
                                   for x, y, c in ((66, 124, "#e86a8a"), (92, 118, "#f2c04a"),
                                                   (120, 126, "#e86a8a"), (148, 116, "#c98af0"),
                                                   (174, 124, "#f2c04a"), (104, 92, "#e86a8a")))
                         + GROUND),
    # a stone arch over stairs going down, notes rising out of the dark
    "singing-cellar": ("#1a1626", "#4a3a52", "The Singing Cellar",
                       '<path d="M60 140 V76 Q120 20 180 76 V140 Z" fill="#5a5450"/>'
                       '<path d="M78 140 V82 Q120 40 162 82 V140 Z" fill="#0b0a10"/>'
                       + "".join(f'<rect x="{86 + 6 * i}" y="{104 + 9 * i}" '
                                 f'width="{68 - 12 * i}" height="5" fill="#3a3430"/>'
                                 for i in range(4))
                       + "".join(f'<g fill="#e9d8a0"><ellipse cx="{x}" cy="{y}" rx="5" ry="4"/>'
                                 f'<rect x="{x + 3}" y="{y - 18}" width="2" height="18"/></g>'
                                 for x, y in ((104, 70), (124, 58), (142, 74)))
                       + GROUND),
    # a tonic bottle with its label, sleepers' lit windows far off
    "cranes-tonic": ("#221a14", "#5a3a2a", "Doctor Crane's Tonic",
                     '<path d="M106 24 H134 V46 Q160 60 160 92 V136 Q160 142 154 142 H86 '
                     'Q80 142 80 136 V92 Q80 60 106 46 Z" fill="#6a3a1a" opacity="0.9" '
                     'stroke="#e0b070" stroke-width="2"/>'
                     '<rect x="104" y="14" width="32" height="12" rx="2" fill="#8a6a4a"/>'
                     '<rect x="88" y="88" width="64" height="32" rx="3" fill="#efe3c2"/>'
                     '<path d="M96 100 H144 M100 108 H140" stroke="#8a2a1a" stroke-width="3"/>'
                     + "".join(f'<circle cx="{x}" cy="{y}" r="{r}" fill="none" '
                               f'stroke="#f0d090" stroke-width="1.5"/>'
                               for x, y, r in ((112, 70, 4), (126, 60, 3), (118, 52, 2)))
                     + GROUND
                     + "".join(f'<rect x="{x}" y="134" width="5" height="5" fill="#e9b84c"/>'
                               for x in (20, 34, 198, 214))),
    # a tall clock under the stairs, its pendulum mid-swing
    "tenant-below": ("#141a24", "#3a4456", "The Tenant Below the Stairs",
                     '<path d="M0 40 L150 140 H0 Z" fill="#241c18"/>'
                     + "".join(f'<path d="M{10 + 20 * i} {47 + 13 * i} h20 v13" '
                               f'stroke="#4a3a2e" stroke-width="3" fill="none"/>'
                               for i in range(7))
                     + '<rect x="150" y="34" width="44" height="104" rx="4" fill="#4a2e1c" '
                       'stroke="#c9a060" stroke-width="2"/>'
                       '<circle cx="172" cy="58" r="15" fill="#efe6c8" stroke="#c9a060" '
                       'stroke-width="2"/>'
                       '<path d="M172 58 V48 M172 58 L180 62" stroke="#1a1410" stroke-width="2"/>'
                       '<rect x="160" y="80" width="24" height="50" fill="#1a1410"/>'
                       '<path d="M172 82 L164 118" stroke="#c9a060" stroke-width="2"/>'
                       '<circle cx="164" cy="120" r="5" fill="#c9a060"/>'
                     + GROUND),
    # an iron gate between hedges, a lantern on its post
    "wardens-garden": ("#12201a", "#35503e", "The Warden's Garden",
                       '<rect x="0" y="86" width="84" height="54" rx="12" fill="#1e3a26"/>'
                       '<rect x="156" y="86" width="84" height="54" rx="12" fill="#1e3a26"/>'
                       '<rect x="84" y="60" width="8" height="80" fill="#1a1a1e"/>'
                       '<rect x="148" y="60" width="8" height="80" fill="#1a1a1e"/>'
                       + "".join(f'<path d="M{x} 140 V78 l3 -8 l3 8" stroke="#1a1a1e" '
                                 f'stroke-width="3" fill="none"/>' for x in range(98, 146, 10))
                       + '<path d="M92 96 H148 M92 124 H148" stroke="#1a1a1e" stroke-width="3"/>'
                       '<rect x="82" y="44" width="12" height="16" rx="2" fill="#e9b84c"/>'
                       '<circle cx="88" cy="52" r="14" fill="#e9b84c" opacity="0.25"/>'
                       + GROUND),
}


def svg(title: str, top: str, bottom: str, body: str) -> str:
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" '
        'viewBox="0 0 240 160">\n'
        f'  <title>{title}</title>\n'
        '  <defs>\n'
        f'    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" '
        f'stop-color="{top}"/><stop offset="1" stop-color="{bottom}"/></linearGradient>\n'
        '    <clipPath id="frame"><rect width="240" height="160" rx="6"/></clipPath>\n'
        '  </defs>\n'
        '  <g clip-path="url(#frame)">\n'
        '    <rect width="240" height="160" fill="url(#sky)"/>\n'
        '    <circle cx="204" cy="28" r="12" fill="#efe6c8"/>\n'
        f'    {body}\n'
        '  </g>\n'
        '</svg>\n')


def pictures() -> dict[str, str]:
    return {sid: svg(title.replace("'", "&#39;"), top, bottom, body)
            for sid, (top, bottom, title, body) in COVERS.items()}


def main(argv: list[str]) -> int:
    return write_or_check(pictures(), OUT, "cover art", "--check" in argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
