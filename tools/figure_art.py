"""Write the Mansions standees: one SVG portrait per investigator and per monster kind.

    python tools/figure_art.py          # writes assets/art/mansions/figures/<id>.svg
    python tools/figure_art.py --check  # exit 1 when a file on disk differs from this script

Our own art: each figure is a round disc in the kind's colours with a silhouette built
from a few shapes that set it apart (a nurse's cap, a camera, spread wings, tentacles...).
The board draws the disc inside its ring; the setup picker shows it as the portrait.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from svgfiles import write_or_check  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "assets" / "art" / "mansions" / "figures"

# ---- shared pieces (a 100 x 100 view box, the disc's centre at 50, 50)


def person(coat: str, skin: str = "#e7c9a6", shoulders: float = 30) -> str:
    """Head and shoulders: the base of every investigator."""
    s = shoulders
    return (f'<path d="M{50 - s} 100 Q{50 - s} 66 50 64 Q{50 + s} 66 {50 + s} 100 Z" '
            f'fill="{coat}"/>'
            f'<rect x="44" y="54" width="12" height="12" fill="{skin}"/>'
            f'<ellipse cx="50" cy="44" rx="14" ry="16" fill="{skin}"/>')


def eyes(y: float = 44, colour: str = "#2a1d14", gap: float = 6) -> str:
    return (f'<circle cx="{50 - gap}" cy="{y}" r="1.8" fill="{colour}"/>'
            f'<circle cx="{50 + gap}" cy="{y}" r="1.8" fill="{colour}"/>')


INVESTIGATORS = {
    # a surgeon's daughter: hair in a bun, round spectacles, a high collar
    "ada-whitlock": ("#2f7d8c", "#184650",
                     person("#1f3f5b")
                     + '<circle cx="50" cy="24" r="9" fill="#5a3420"/>'
                     + '<path d="M36 44 Q36 26 50 27 Q64 26 64 44 Q60 32 50 33 Q40 32 36 44Z" '
                       'fill="#5a3420"/>'
                     + '<circle cx="44" cy="45" r="4.2" fill="none" stroke="#d8d2c0" '
                       'stroke-width="1.6"/><circle cx="56" cy="45" r="4.2" fill="none" '
                       'stroke="#d8d2c0" stroke-width="1.6"/><path d="M48 45 H52" '
                       'stroke="#d8d2c0" stroke-width="1.4"/>'
                     + '<path d="M42 66 L50 74 L58 66" fill="#f1ead8"/>'),
    # a labourer: flat cap, broad shoulders, an iron poker over the shoulder
    "tomas-reyes": ("#b4572e", "#5e2a14",
                    '<path d="M70 98 L84 30" stroke="#3b3b3f" stroke-width="5" '
                    'stroke-linecap="round"/><path d="M84 30 l6 -4" stroke="#3b3b3f" '
                    'stroke-width="4" stroke-linecap="round"/>'
                    + person("#6b4a2b", "#c99a72", 36)
                    + '<path d="M34 38 Q36 24 52 25 Q66 26 68 36 L74 38 Q64 41 34 40Z" '
                      'fill="#4a4038"/>'
                    + eyes(46) + '<path d="M42 53 Q50 57 58 53" stroke="#3a2418" '
                                  'stroke-width="3" fill="none"/>'),
    # a ward nurse: white cap with a red cross, a cape
    "miriam-osei": ("#5b7f2a", "#2c4212",
                    person("#eae4d6", "#8a5a3c")
                    + '<path d="M20 100 Q22 70 50 66 Q78 70 80 100 L70 100 Q66 78 50 76 '
                      'Q34 78 30 100Z" fill="#1e3a66"/>'
                    + '<path d="M34 36 Q34 20 50 20 Q66 20 66 36 Z" fill="#ffffff" '
                      'stroke="#c9c3b4" stroke-width="1"/>'
                    + '<path d="M47 23 h6 v4 h4 v5 h-4 v4 h-6 v-4 h-4 v-5 h4 Z" '
                      'fill="#c0262d" transform="translate(0 -1) scale(1)"/>'
                    + eyes(45, "#1a0f0a")),
    # a photographer: a straw boater and a box camera held up
    "julian-fairweather": ("#7a4a9a", "#3b1f4e",
                           person("#4a5a78")
                           + '<ellipse cx="50" cy="31" rx="24" ry="5" fill="#d8b56a"/>'
                           + '<rect x="37" y="18" width="26" height="13" fill="#d8b56a"/>'
                           + '<rect x="37" y="26" width="26" height="4" fill="#7a2020"/>'
                           + eyes(43)
                           + '<rect x="30" y="60" width="40" height="26" rx="3" '
                             'fill="#222126"/><circle cx="50" cy="73" r="9" '
                             'fill="#55606e" stroke="#aab4c0" stroke-width="2"/>'
                           + '<rect x="58" y="56" width="8" height="5" fill="#222126"/>'),
    # a gambler: a wide-brimmed hat with a feather, a card in hand
    "hettie-marsh": ("#a2843a", "#54421a",
                     person("#5c1f2e")
                     + '<ellipse cx="50" cy="33" rx="30" ry="7" fill="#2b2420"/>'
                     + '<path d="M36 33 Q38 16 50 16 Q62 16 64 33Z" fill="#2b2420"/>'
                     + '<path d="M60 22 Q76 6 86 10 Q74 14 64 28Z" fill="#c04a3a"/>'
                     + eyes(45)
                     + '<rect x="60" y="70" width="14" height="20" rx="2" fill="#f5f0e4" '
                       'transform="rotate(15 67 80)"/><path d="M66 76 l3 4 l-3 4 l-3 -4Z" '
                       'fill="#c0262d" transform="rotate(15 67 80)"/>'),
    # a calm nurse of minds: long hair, a scarf, smelling salts' bottle
    "ines-calder": ("#3e6e9e", "#1c3550",
                    '<path d="M34 44 Q30 70 36 76 L64 76 Q70 70 66 44Z" fill="#1b1b22"/>'
                    + person("#8c6d4a")
                    + '<path d="M35 44 Q34 26 50 26 Q66 26 65 44 Q58 34 50 36 Q42 34 35 44Z" '
                      'fill="#1b1b22"/>'
                    + '<path d="M36 66 Q50 76 64 66 L62 74 Q50 80 38 74Z" fill="#b8323a"/>'
                    + eyes(45)
                    + '<rect x="72" y="72" width="9" height="14" rx="2" fill="#8fc7c0"/>'
                    + '<rect x="74" y="68" width="5" height="5" fill="#6a4a2a"/>'),
    # a burly dock hand: bald, a beard, a crowbar
    "bram-holloway": ("#6d6d2a", "#363612",
                      '<path d="M16 96 L30 40" stroke="#8a2a1a" stroke-width="5" '
                      'stroke-linecap="round"/><path d="M30 40 q2 -6 8 -5" '
                      'stroke="#8a2a1a" stroke-width="5" fill="none" stroke-linecap="round"/>'
                      + person("#2e4a3a", "#d8a882", 38)
                      + '<path d="M37 48 Q38 64 50 66 Q62 64 63 48 Q56 56 50 55 Q44 56 37 48Z" '
                        'fill="#7a3e1e"/>'
                      + eyes(42)
                      + '<path d="M40 36 Q50 30 60 36" stroke="#b88a6a" stroke-width="1.5" '
                        'fill="none"/>'),
    # a scholar of old texts: a cloche hat, a field journal held open
    "odile-ferrand": ("#8c3a5e", "#45182d",
                      person("#3f3a4e")
                      + '<path d="M34 42 Q32 20 50 20 Q68 20 66 42 Q58 34 50 34 Q42 34 34 42Z" '
                        'fill="#6a2a44"/>'
                      + '<path d="M32 40 Q50 34 68 40" stroke="#e0b84e" stroke-width="3" '
                        'fill="none"/>'
                      + eyes(46)
                      + '<path d="M28 74 L50 70 L72 74 L72 94 L50 90 L28 94Z" fill="#efe3c2" '
                        'stroke="#6a4a2a" stroke-width="1.5"/><path d="M50 70 V90" '
                        'stroke="#6a4a2a" stroke-width="1.5"/>'
                      + '<path d="M33 78 H46 M33 82 H46 M54 78 H67 M54 82 H67" '
                        'stroke="#9a8a6a" stroke-width="1.2"/>'),
}

MONSTERS = {
    # spread bat wings, a long beak, a small body
    "byakhee": ("#3b2a4e", "#140c1e",
                '<path d="M50 48 Q30 22 6 30 Q18 40 14 52 Q26 46 30 58 Q38 50 50 60Z" '
                'fill="#1a1024"/>'
                '<path d="M50 48 Q70 22 94 30 Q82 40 86 52 Q74 46 70 58 Q62 50 50 60Z" '
                'fill="#1a1024"/>'
                '<ellipse cx="50" cy="62" rx="9" ry="16" fill="#2a1c38"/>'
                '<path d="M44 40 Q50 28 56 40 L50 58Z" fill="#2a1c38"/>'
                '<path d="M47 40 L50 56 L53 40" fill="#c9b27a"/>'
                '<circle cx="46" cy="38" r="2" fill="#ff5a3a"/>'
                '<circle cx="54" cy="38" r="2" fill="#ff5a3a"/>'),
    # a hooded heap of worms: lumpy robe, worms coiling out at the hem
    "crawling-one": ("#4e5a2a", "#1c2210",
                     '<path d="M30 88 Q26 44 50 24 Q74 44 70 88Z" fill="#2a2418"/>'
                     '<ellipse cx="50" cy="46" rx="10" ry="12" fill="#0e0b08"/>'
                     + "".join(f'<path d="M{x} 86 q-4 8 2 12 q6 3 4 -4" stroke="#c98a7a" '
                               f'stroke-width="3.2" fill="none" stroke-linecap="round"/>'
                               for x in (30, 40, 50, 60, 68))
                     + '<path d="M42 44 q4 3 8 0 q4 -3 8 0" stroke="#c98a7a" stroke-width="2.4" '
                       'fill="none"/><path d="M44 50 q3 3 6 0 q3 -3 6 0" stroke="#c98a7a" '
                       'stroke-width="2.4" fill="none"/>'),
    # a fungus-crab: a ridged cone head, pincers, membrane wings
    "mi-go": ("#a0556a", "#4c1f2c",
              '<path d="M50 56 Q26 30 10 44 Q24 50 28 64Z" fill="#d8a0a8" opacity="0.7"/>'
              '<path d="M50 56 Q74 30 90 44 Q76 50 72 64Z" fill="#d8a0a8" opacity="0.7"/>'
              '<ellipse cx="50" cy="66" rx="14" ry="18" fill="#6a2a3a"/>'
              '<path d="M40 50 Q50 6 60 50Z" fill="#e89aa8"/>'
              '<path d="M43 42 H57 M45 34 H55 M47 26 H53" stroke="#6a2a3a" stroke-width="2"/>'
              '<path d="M36 70 Q22 72 22 86 M22 86 l-4 -6 M22 86 l6 -3" stroke="#e89aa8" '
              'stroke-width="4" fill="none" stroke-linecap="round"/>'
              '<path d="M64 70 Q78 72 78 86 M78 86 l4 -6 M78 86 l-6 -3" stroke="#e89aa8" '
              'stroke-width="4" fill="none" stroke-linecap="round"/>'),
    # a madman: wild hair, staring eyes, a cleaver raised
    "maniac": ("#7a2a20", "#3a0e08",
               '<path d="M70 24 L82 18 L88 32 L76 36Z" fill="#c8ccd0"/>'
               '<path d="M76 36 L66 58" stroke="#5a3a22" stroke-width="5" '
               'stroke-linecap="round"/>'
               + person("#5a5248", "#d9b89a")
               + "".join(f'<path d="M50 40 L{x} {y}" stroke="#3a2a1a" stroke-width="4" '
                         f'stroke-linecap="round"/>'
                         for x, y in ((30, 30), (34, 20), (44, 14), (56, 14), (66, 20), (70, 30)))
               + '<circle cx="44" cy="44" r="3.4" fill="#fff"/><circle cx="56" cy="44" r="3.4" '
                 'fill="#fff"/><circle cx="44" cy="44" r="1.4" fill="#000"/>'
                 '<circle cx="56" cy="44" r="1.4" fill="#000"/>'
               + '<path d="M42 53 Q50 60 58 53 Z" fill="#3a0e08"/>'),
    # a vast blob: bubbles of flesh and many eyes
    "shoggoth": ("#2a4a3a", "#0c1c14",
                 '<path d="M12 90 Q8 50 30 40 Q36 18 56 24 Q80 22 84 46 Q96 64 88 90Z" '
                 'fill="#1a2e24"/>'
                 + "".join(f'<circle cx="{x}" cy="{y}" r="{r}" fill="#d8e868"/>'
                           f'<circle cx="{x}" cy="{y}" r="{r / 2.2:.1f}" fill="#0a0a0a"/>'
                           for x, y, r in ((34, 50, 5), (54, 38, 6), (70, 54, 4), (46, 66, 4),
                                           (64, 74, 5), (28, 74, 3), (78, 70, 3), (40, 36, 3)))
                 + '<path d="M40 86 Q50 78 60 86" stroke="#5a8a6a" stroke-width="3" '
                   'fill="none"/>'),
    # a hooded cultist: a pointed cowl, a shadowed face, a dagger
    "cultist": ("#5e1a1a", "#260808",
                '<path d="M18 100 Q22 56 50 16 Q78 56 82 100Z" fill="#2a0e10"/>'
                '<path d="M36 58 Q38 36 50 30 Q62 36 64 58 Q50 66 36 58Z" fill="#0a0405"/>'
                '<circle cx="45" cy="48" r="1.8" fill="#e8c060"/>'
                '<circle cx="55" cy="48" r="1.8" fill="#e8c060"/>'
                '<path d="M50 70 V92" stroke="#c8ccd0" stroke-width="3"/>'
                '<path d="M44 72 H56" stroke="#8a6a3a" stroke-width="3"/>'
                '<path d="M30 62 L36 66 M70 62 L64 66" stroke="#8a1a1a" stroke-width="2"/>'),
    # a ghoul: hunched, pointed ears, a dog-like muzzle, long claws
    "ghoul": ("#5a5a4a", "#22221a",
              '<path d="M20 100 Q20 60 50 58 Q80 60 80 100Z" fill="#3a3a2e"/>'
              '<path d="M34 46 L22 24 L40 36Z M66 46 L78 24 L60 36Z" fill="#7a7a62"/>'
              '<ellipse cx="50" cy="46" rx="17" ry="14" fill="#7a7a62"/>'
              '<path d="M40 50 Q50 70 60 50Z" fill="#8a8a70"/>'
              '<path d="M44 58 l2 4 l2 -4 l2 4 l2 -4 l2 4" stroke="#f0ead0" '
              'stroke-width="1.4" fill="none"/>'
              '<circle cx="43" cy="42" r="2.4" fill="#f0e040"/>'
              '<circle cx="57" cy="42" r="2.4" fill="#f0e040"/>'
              + "".join(f'<path d="M{x} 80 l-3 10" stroke="#e0dac0" stroke-width="2" '
                        f'stroke-linecap="round"/>' for x in (24, 29, 34, 66, 71, 76))),
    # a pale hound: a long snout in profile, swept-back ears, a ribbed neck
    "pale-hound": ("#8a8a9a", "#3a3a48",
                   '<path d="M30 100 Q28 70 40 56 L52 62 Q48 80 56 100Z" fill="#d8d8e0"/>'
                   '<path d="M36 50 Q40 30 58 32 L88 50 Q88 56 80 58 L58 60 Q42 64 36 50Z" '
                   'fill="#e8e8f0"/>'
                   '<path d="M44 36 L30 16 L52 32Z" fill="#c8c8d4"/>'
                   '<circle cx="56" cy="42" r="2.6" fill="#c02020"/>'
                   '<path d="M62 58 l3 4 l3 -4 l3 4 l3 -4" stroke="#8a8a9a" '
                   'stroke-width="1.4" fill="none"/>'
                   '<path d="M38 70 H50 M36 78 H52 M35 86 H54" stroke="#a8a8b8" '
                   'stroke-width="2"/>'),
    # a drowned man: bloated head, weed in the hair, water dripping, bubbles
    "drowned-man": ("#2a5a6e", "#0c2430",
                    person("#3a4a44", "#9ab8a8")
                    + "".join(f'<path d="M{x} 32 q{d} 10 0 22" stroke="#3a6a3a" '
                              f'stroke-width="3" fill="none"/>'
                              for x, d in ((38, -4), (44, 3), (56, -3), (62, 4)))
                    + '<circle cx="44" cy="45" r="2.2" fill="#e8f0e0"/>'
                      '<circle cx="56" cy="45" r="2.2" fill="#e8f0e0"/>'
                    + '<ellipse cx="50" cy="54" rx="3" ry="2" fill="#1a2a24"/>'
                    + "".join(f'<circle cx="{x}" cy="{y}" r="{r}" fill="none" '
                              f'stroke="#bfe6f0" stroke-width="1.4"/>'
                              for x, y, r in ((74, 30, 4), (80, 20, 2.5), (70, 14, 2)))
                    + "".join(f'<path d="M{x} 70 q-2 6 0 8 q2 -2 0 -8" fill="#7ac0d8"/>'
                              for x in (34, 50, 64))),
}


def svg(fid: str, back: str, rim: str, body: str) -> str:
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" '
        'height="100">\n'
        f'  <title>{fid}</title>\n'
        '  <defs>\n'
        f'    <radialGradient id="g" cx="50%" cy="38%" r="62%">'
        f'<stop offset="0" stop-color="{back}" stop-opacity="0.75"/>'
        f'<stop offset="1" stop-color="{back}"/></radialGradient>\n'
        '    <clipPath id="c"><circle cx="50" cy="50" r="47"/></clipPath>\n'
        '  </defs>\n'
        f'  <circle cx="50" cy="50" r="49" fill="{rim}"/>\n'
        '  <circle cx="50" cy="50" r="47" fill="url(#g)"/>\n'
        f'  <g clip-path="url(#c)">{body}</g>\n'
        '</svg>\n')


def pictures() -> dict[str, str]:
    out = {}
    for fid, (back, rim, body) in {**INVESTIGATORS, **MONSTERS}.items():
        out[fid] = svg(fid, back, rim, body)
    return out


def main(argv: list[str]) -> int:
    return write_or_check(pictures(), OUT, "figure art", "--check" in argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
