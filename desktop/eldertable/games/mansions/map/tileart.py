"""Our own tile art, drawn from a tile's geometry so that picture and rules never disagree.

``tile_svg(tile)`` returns the SVG of a tile in its drawn orientation, 100 px per cell:
floors per room (boards, parquet, carpet, tiles, flagstone, grass, gravel, earth), thin
light lines between spaces, dark walls, doors with their leaf, dashed white impassable
borders, a solid white escape line, gold-flecked secret passages, then the furniture
(``props``) and features (altar, stairs, window, fireplace, well). Room names are not in
the art: the board view draws them translated.

``python -m eldertable.games.mansions.map.tileart`` rewrites the shipped SVGs from their
JSON; ``--check`` only reports the ones that are out of date.
"""

from __future__ import annotations

import sys

from .geometry import EdgeKind, TileDef, edge_cells

CELL = 100
WALL = 12  # thickness of an inner wall
RIM = 8  # thickness of the half-wall along the tile's own outline
INK = "#2a1f18"
STONE_WALL = "#4b4941"
LINE = "#f3e8d2"

FLOORS = {
    "boards": ("#97673c", """
      <rect width="100" height="100" fill="#97673c"/>
      <g stroke="#6e4726" stroke-width="1.6">
        <path d="M0 20H100M0 40H100M0 60H100M0 80H100M0 100H100"/>
        <path d="M34 0V20M81 20V40M18 40V60M63 60V80M41 80V100"/>
      </g>
      <g stroke="#a97a4b" stroke-width="0.8" opacity="0.7" fill="none">
        <path d="M4 9Q30 6 58 10T98 8M8 31Q40 28 70 32M22 50Q50 47 92 51M6 71Q36 68 54 72M50 90Q72 87 96 91"/>
      </g>"""),
    "parquet": ("#a8743f", """
      <rect width="100" height="100" fill="#a8743f"/>
      <g fill="#93602f">
        <rect x="0" y="0" width="50" height="50"/><rect x="50" y="50" width="50" height="50"/>
      </g>
      <g stroke="#7b4f27" stroke-width="1.2">
        <path d="M0 12.5H50M0 25H50M0 37.5H50M50 62.5H100M50 75H100M50 87.5H100"/>
        <path d="M62.5 0V50M75 0V50M87.5 0V50M12.5 50V100M25 50V100M37.5 50V100"/>
        <path d="M0 0H100V100H0ZM50 0V100M0 50H100" fill="none"/>
      </g>"""),
    "carpet": ("#6e2a2c", """
      <rect width="100" height="100" fill="#6e2a2c"/>
      <g fill="none" stroke="#8c4236" stroke-width="2">
        <path d="M50 8L92 50L50 92L8 50Z"/>
        <path d="M50 28L72 50L50 72L28 50Z" stroke="#a0673f"/>
      </g>
      <circle cx="50" cy="50" r="4" fill="#b08a4a"/>
      <g fill="#5a2124"><path d="M0 0H7L0 7ZM100 0V7L93 0ZM0 100V93L7 100ZM100 100H93L100 93Z"/></g>"""),
    "tiles": ("#d8d0bb", """
      <rect width="100" height="100" fill="#d8d0bb"/>
      <g fill="#5e7d78"><rect width="25" height="25"/><rect x="50" width="25" height="25"/>
        <rect x="25" y="25" width="25" height="25"/><rect x="75" y="25" width="25" height="25"/>
        <rect y="50" width="25" height="25"/><rect x="50" y="50" width="25" height="25"/>
        <rect x="25" y="75" width="25" height="25"/><rect x="75" y="75" width="25" height="25"/></g>
      <path d="M0 0H100V100H0Z" fill="none" stroke="#b9b19b" stroke-width="0.8"/>"""),
    "flagstone": ("#6d6860", """
      <rect width="100" height="100" fill="#4f4b45"/>
      <g fill="#78736a">
        <rect x="2" y="2" width="44" height="28" rx="2"/><rect x="50" y="2" width="48" height="20" rx="2"/>
        <rect x="50" y="26" width="22" height="30" rx="2"/><rect x="76" y="26" width="22" height="30" rx="2"/>
        <rect x="2" y="34" width="44" height="30" rx="2"/><rect x="2" y="68" width="28" height="30" rx="2"/>
        <rect x="34" y="68" width="36" height="30" rx="2"/><rect x="50" y="60" width="20" height="4" rx="1"/>
        <rect x="74" y="60" width="24" height="38" rx="2"/>
      </g>
      <g fill="#857f75"><rect x="8" y="6" width="14" height="6" rx="2"/><rect x="80" y="66" width="10" height="8" rx="2"/></g>"""),
    "grass": ("#4d7438", """
      <rect width="100" height="100" fill="#4d7438"/>
      <g stroke="#62893f" stroke-width="2" stroke-linecap="round">
        <path d="M10 20l3 -7M14 21l-2 -8M60 14l3 -6M64 15l-1 -8M30 55l3 -7M34 56l-2 -8"/>
        <path d="M80 70l3 -7M84 71l-2 -8M45 88l3 -6M49 89l-1 -8M90 35l2 -6M20 80l2 -7"/>
      </g>
      <g fill="#3f6230"><circle cx="70" cy="45" r="3"/><circle cx="25" cy="35" r="2.5"/>
        <circle cx="55" cy="75" r="2.5"/></g>"""),
    "gravel": ("#b4a486", """
      <rect width="100" height="100" fill="#b4a486"/>
      <g fill="#9a8b70"><circle cx="12" cy="14" r="2.4"/><circle cx="40" cy="8" r="1.8"/>
        <circle cx="70" cy="20" r="2.6"/><circle cx="88" cy="52" r="2"/><circle cx="58" cy="44" r="1.6"/>
        <circle cx="26" cy="46" r="2.2"/><circle cx="10" cy="78" r="2"/><circle cx="44" cy="70" r="2.6"/>
        <circle cx="76" cy="84" r="1.8"/><circle cx="92" cy="10" r="1.5"/><circle cx="30" cy="94" r="1.7"/></g>
      <g fill="#cfc1a3"><circle cx="20" cy="28" r="1.6"/><circle cx="64" cy="62" r="1.8"/>
        <circle cx="84" cy="36" r="1.4"/><circle cx="50" cy="90" r="1.5"/></g>"""),
    "earth": ("#6b4f35", """
      <rect width="100" height="100" fill="#6b4f35"/>
      <g fill="#5a412b"><ellipse cx="25" cy="30" rx="12" ry="6"/><ellipse cx="70" cy="70" rx="14" ry="7"/></g>"""),
}


def tile_svg(tile: TileDef) -> str:
    """The art of ``tile`` in its drawn orientation."""
    tile = tile.turned(0)
    w, h = tile.w * CELL, tile.h * CELL
    pid = tile.id
    out: list[str] = [
        f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'width="{w}" height="{h}" viewBox="0 0 {w} {h}">',
        f"  <title>{_esc(tile.name)}</title>",
        "  <defs>",
    ]
    floors = sorted({r.floor for r in tile.rooms})
    for f in floors:
        # one cell of floor, stamped per cell with <use>: QtSvg drops <pattern> fills
        # when the painter is rotated, and the board turns tiles
        out.append(f'    <g id="{pid}-{f}">{FLOORS[f][1]}\n    </g>')
    out.append(f'    <radialGradient id="{pid}-glow"><stop offset="0" stop-color="#ffe9a8" '
               f'stop-opacity="0.55"/><stop offset="1" stop-color="#ffe9a8" stop-opacity="0"/>'
               f'</radialGradient>')
    out.append("  </defs>")
    # floors
    for room in tile.rooms:
        cells = sorted(c for sid in room.spaces for c in tile.spaces[sid].cells)
        out += [f'  <use xlink:href="#{pid}-{room.floor}" x="{x * CELL}" y="{y * CELL}"/>'
                for x, y in cells]
    # soft shade along the walls
    shade, lines, walls, marks = [], [], [], []
    outdoor = {sid: tile.room(s.room).outdoor for sid, s in tile.spaces.items()}
    for key, edge in sorted(tile.edges.items()):
        seg = _segment(tile, key)
        c1, c2 = edge_cells(key)
        inside = [c for c in (c1, c2) if c in tile.cell_space]
        is_outer = len(inside) == 1
        out_door = all(outdoor[tile.cell_space[c]] for c in inside)
        kind = edge.kind
        if kind is EdgeKind.OPEN:
            lines.append(_line(seg, LINE, 2.5, opacity=0.6))
        elif kind is EdgeKind.WALL:
            shade.append(_wall_rect(seg, is_outer, inside[0], pad=7, fill="#000", opacity=0.16))
            walls.append(_wall_rect(seg, is_outer, inside[0], fill=STONE_WALL if out_door else INK))
        elif kind is EdgeKind.SECRET:
            shade.append(_wall_rect(seg, is_outer, inside[0], pad=7, fill="#000", opacity=0.16))
            walls.append(_wall_rect(seg, is_outer, inside[0], fill=INK))
            marks.append(_secret(seg, is_outer, inside[0]))
        elif kind is EdgeKind.DOOR:
            walls.append(_door(seg, is_outer, inside[0], stone=out_door))
        elif kind is EdgeKind.BORDER:
            marks.append(_line(seg, "#000", 8, opacity=0.3))
            marks.append(_line(seg, "#f7f4ea", 5, dash="16 10"))
        elif kind is EdgeKind.ESCAPE:
            marks.append(_escape(seg, inside[0]))
    out += shade + lines
    # furniture over the floor, walls over the furniture, windows over the walls
    on_wall = [f for f in tile.features if f.kind == "window"]
    for f in tile.features:
        if f not in on_wall:
            out.append(_feature(pid, f.kind, f.at or _centre(tile, f.space)))
    for p in tile.props:
        out.append(_prop(pid, p.kind, p.at, p.turn))
    out += walls + marks
    for f in on_wall:
        out.append(_feature(pid, f.kind, f.at or _centre(tile, f.space)))
    out.append("</svg>")
    return "\n".join(out) + "\n"


# --------------------------------------------------------------------------- edges


def _segment(tile: TileDef, key) -> tuple[float, float, float, float]:
    x, y, axis = key
    if axis == "e":
        px = (x + 1) * CELL
        return (px, y * CELL, px, (y + 1) * CELL)
    py = (y + 1) * CELL
    return (x * CELL, py, (x + 1) * CELL, py)


def _inward(seg, inside) -> tuple[int, int]:
    """Unit vector from the edge into the cell ``inside``."""
    x1, y1, x2, y2 = seg
    cx, cy = (inside[0] + 0.5) * CELL, (inside[1] + 0.5) * CELL
    if x1 == x2:
        return (1 if cx > x1 else -1, 0)
    return (0, 1 if cy > y1 else -1)


def _band(seg, is_outer, inside, pad=0.0, start=0.0, end=None):
    """The rectangle a wall occupies along ``seg`` (from ``start`` to ``end`` px of it)."""
    x1, y1, x2, y2 = seg
    length = CELL
    end = length if end is None else end
    if is_outer:
        dx, dy = _inward(seg, inside)
        a, b = (0.0, RIM + pad) if (dx > 0 or dy > 0) else (-(RIM + pad), 0.0)
    else:
        a, b = -(WALL / 2 + pad), WALL / 2 + pad
    ext = WALL / 2 if not is_outer else 0
    s0, s1 = start - (ext if start == 0 else 0), end + (ext if end == length else 0)
    if x1 == x2:
        return (x1 + a, y1 + s0, b - a, s1 - s0)
    return (x1 + s0, y1 + a, s1 - s0, b - a)


def _wall_rect(seg, is_outer, inside, pad=0.0, fill=INK, opacity=None, start=0.0, end=None):
    x, y, w, h = _band(seg, is_outer, inside, pad, start, end)
    op = f' opacity="{opacity}"' if opacity is not None else ""
    return f'  <rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" fill="{fill}"{op}/>'


def _line(seg, colour, width, opacity=None, dash=None):
    x1, y1, x2, y2 = seg
    extra = (f' opacity="{opacity}"' if opacity is not None else "") + \
            (f' stroke-dasharray="{dash}"' if dash else "")
    return (f'  <path d="M{_n(x1)} {_n(y1)}L{_n(x2)} {_n(y2)}" stroke="{colour}" '
            f'stroke-width="{width}"{extra}/>')


def _door(seg, is_outer, inside, stone=False):
    ink = STONE_WALL if stone else INK
    x1, y1, x2, y2 = seg
    parts = [_wall_rect(seg, is_outer, inside, fill=ink, end=22),
             _wall_rect(seg, is_outer, inside, fill=ink, start=78)]
    tx, ty, tw, th = _band(seg, is_outer, inside, start=22, end=78)
    parts.append(f'  <rect x="{_n(tx)}" y="{_n(ty)}" width="{_n(tw)}" height="{_n(th)}" '
                 f'fill="#c99a5b" stroke="{ink}" stroke-width="1.5"/>')
    if is_outer:
        # the neighbouring tile shows the same doorway: no leaf, so the two never clash
        return "\n".join(parts)
    dx, dy = _inward(seg, inside)
    # hinge at the 22 px jamb, leaf swung 90 degrees into the inside cell
    if x1 == x2:
        hx, hy = x1, y1 + 22
        lx, ly = hx + dx * 52, hy
        arc = f"M{_n(lx)} {_n(ly)}A52 52 0 0 {1 if dx > 0 else 0} {_n(hx)} {_n(hy + 52)}"
    else:
        hx, hy = x1 + 22, y1
        lx, ly = hx, hy + dy * 52
        arc = f"M{_n(lx)} {_n(ly)}A52 52 0 0 {1 if dy < 0 else 0} {_n(hx + 52)} {_n(hy)}"
    parts.append(f'  <path d="{arc}" fill="none" stroke="#f3e8d2" stroke-width="1.5" '
                 f'stroke-dasharray="4 4" opacity="0.7"/>')
    parts.append(f'  <path d="M{_n(hx)} {_n(hy)}L{_n(lx)} {_n(ly)}" stroke="#5b3a1e" '
                 f'stroke-width="6" stroke-linecap="round"/>')
    return "\n".join(parts)


def _secret(seg, is_outer, inside):
    x, y, w, h = _band(seg, is_outer, inside, start=15, end=85)
    if w > h:
        cy = y + h / 2
        d = f"M{_n(x)} {_n(cy)}H{_n(x + w)}"
    else:
        cx = x + w / 2
        d = f"M{_n(cx)} {_n(y)}V{_n(y + h)}"
    return (f'  <path d="{d}" stroke="#e2bd5f" stroke-width="3" stroke-dasharray="2 6" '
            f'stroke-linecap="round"/>')


def _escape(seg, inside):
    x1, y1, x2, y2 = seg
    dx, dy = _inward(seg, inside)
    ox, oy = dx * 4, dy * 4
    parts = [f'  <path d="M{_n(x1 + ox)} {_n(y1 + oy)}L{_n(x2 + ox)} {_n(y2 + oy)}" '
             f'stroke="#fbf8f0" stroke-width="7"/>']
    # two chevrons pointing out of the map
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    for off in (-18, 18):
        if x1 == x2:
            bx, by = mx + dx * 22, my + off
            d = f"M{_n(bx)} {_n(by - 8)}L{_n(bx - dx * 10)} {_n(by)}L{_n(bx)} {_n(by + 8)}"
        else:
            bx, by = mx + off, my + dy * 22
            d = f"M{_n(bx - 8)} {_n(by)}L{_n(bx)} {_n(by - dy * 10)}L{_n(bx + 8)} {_n(by)}"
        parts.append(f'  <path d="{d}" fill="none" stroke="#fbf8f0" stroke-width="3" '
                     f'stroke-linejoin="round" opacity="0.8"/>')
    return "\n".join(parts)


# --------------------------------------------------------------------------- furniture


def _centre(tile: TileDef, space: str):
    cells = tile.spaces[space].cells
    return (sum(c[0] for c in cells) / len(cells) + 0.5, sum(c[1] for c in cells) / len(cells) + 0.5)


PROPS = {
    "bed": '<rect x="-30" y="-45" width="60" height="90" rx="4" fill="#e6dfcc" stroke="#3b2a1e" stroke-width="2"/>'
           '<rect x="-24" y="-40" width="48" height="18" rx="5" fill="#f7f3e8" stroke="#b7ab92"/>'
           '<rect x="-30" y="-12" width="60" height="57" rx="3" fill="#6d3b47"/>'
           '<path d="M-30 -6H30" stroke="#8e5360" stroke-width="3"/>',
    "bookcase": '<rect x="-45" y="-11" width="90" height="22" fill="#4e331e" stroke="#2a1b10" stroke-width="2"/>'
                '<g stroke-width="0"><rect x="-41" y="-7" width="7" height="14" fill="#8b3a2e"/>'
                '<rect x="-33" y="-7" width="5" height="14" fill="#3e5a6b"/><rect x="-27" y="-7" width="8" height="14" fill="#b08a4a"/>'
                '<rect x="-17" y="-7" width="6" height="14" fill="#4d6b3a"/><rect x="-9" y="-7" width="9" height="14" fill="#7a2e2e"/>'
                '<rect x="3" y="-7" width="5" height="14" fill="#cfc2a0"/><rect x="10" y="-7" width="8" height="14" fill="#3e5a6b"/>'
                '<rect x="20" y="-7" width="6" height="14" fill="#8b3a2e"/><rect x="28" y="-7" width="7" height="14" fill="#b08a4a"/>'
                '<rect x="37" y="-7" width="5" height="14" fill="#4d6b3a"/></g>',
    "table": '<rect x="-35" y="-22" width="70" height="44" rx="5" fill="#7a5230" stroke="#3b2a1e" stroke-width="2"/>'
             '<rect x="-28" y="-15" width="56" height="30" rx="3" fill="none" stroke="#936640" stroke-width="1.5"/>',
    "chair": '<rect x="-10" y="-10" width="20" height="20" rx="3" fill="#5a3b22" stroke="#2a1b10" stroke-width="1.5"/>'
             '<rect x="-10" y="-13" width="20" height="6" rx="2" fill="#3b2614"/>',
    "desk": '<rect x="-36" y="-18" width="72" height="36" rx="3" fill="#6b4426" stroke="#2a1b10" stroke-width="2"/>'
            '<rect x="-22" y="-10" width="20" height="15" fill="#efe6cf" transform="rotate(-8)"/>'
            '<circle cx="18" cy="-4" r="5" fill="#1d1d1d"/><path d="M14 6L26 -8" stroke="#d9c9a0" stroke-width="1.5"/>',
    "cabinet": '<rect x="-30" y="-11" width="60" height="22" fill="#4f3520" stroke="#2a1b10" stroke-width="2"/>'
               '<path d="M0 -11V11M-15 -11V11M15 -11V11" stroke="#2a1b10" stroke-width="1.2"/>',
    "stove": '<rect x="-30" y="-16" width="60" height="32" rx="3" fill="#2f2f2f" stroke="#141414" stroke-width="2"/>'
             '<circle cx="-14" cy="0" r="8" fill="none" stroke="#7b7b7b" stroke-width="2"/>'
             '<circle cx="14" cy="0" r="8" fill="none" stroke="#7b7b7b" stroke-width="2"/>',
    "barrel": '<circle r="13" fill="#7a5230" stroke="#3b2a1e" stroke-width="2"/>'
              '<circle r="8" fill="none" stroke="#4a4a42" stroke-width="2"/>',
    "plant": '<circle cx="-7" cy="-3" r="10" fill="#3f6b34"/><circle cx="7" cy="-5" r="9" fill="#4f8040"/>'
             '<circle cx="0" cy="7" r="10" fill="#5a9148"/><circle cx="1" cy="0" r="4" fill="#c7d66d"/>',
    "bench": '<rect x="-35" y="-9" width="70" height="18" rx="3" fill="#6b4a2c" stroke="#3b2a1e" stroke-width="2"/>'
             '<path d="M-35 -3H35M-35 3H35" stroke="#533720" stroke-width="1.2"/>',
    "telescope": '<path d="M0 0L-14 22M0 0L14 22M0 0L0 24" stroke="#3b2a1e" stroke-width="3"/>'
                 '<rect x="-26" y="-8" width="44" height="12" rx="4" fill="#b08a4a" stroke="#5b4320" '
                 'stroke-width="2" transform="rotate(-25)"/>',
    "piano": '<rect x="-35" y="-22" width="70" height="44" rx="6" fill="#1e1a18" stroke="#000" stroke-width="2"/>'
             '<rect x="-32" y="-22" width="64" height="9" fill="#f2ede2"/>'
             '<path d="M-24 -22V-15M-16 -22V-15M-8 -22V-15M0 -22V-15M8 -22V-15M16 -22V-15M24 -22V-15" '
             'stroke="#1e1a18" stroke-width="2.5"/>',
    "sofa": '<rect x="-40" y="-15" width="80" height="30" rx="8" fill="#4d5f3a" stroke="#26301c" stroke-width="2"/>'
            '<rect x="-34" y="-6" width="32" height="18" rx="4" fill="#5d7246"/>'
            '<rect x="2" y="-6" width="32" height="18" rx="4" fill="#5d7246"/>',
    "crate": '<rect x="-14" y="-14" width="28" height="28" fill="#8a6a3a" stroke="#4d3a1f" stroke-width="2"/>'
             '<path d="M-14 -14L14 14M14 -14L-14 14" stroke="#4d3a1f" stroke-width="2"/>',
    "railing": '<path d="M-45 0H45" stroke="#3b2a1e" stroke-width="4"/>',
    "bars": '<path d="M-40 0H40" stroke="#3a3a3a" stroke-width="4"/>',
    "hedge": '<rect x="-45" y="-9" width="90" height="18" rx="9" fill="#2f5127" stroke="#1f3a1a" stroke-width="2"/>'
             '<circle cx="-25" cy="-1" r="5" fill="#3d6632"/><circle cx="5" cy="2" r="5" fill="#3d6632"/>'
             '<circle cx="28" cy="-2" r="4" fill="#3d6632"/>',
    "fountain": '<circle r="32" fill="#9aa0a1" stroke="#5a5f60" stroke-width="3"/>'
                '<circle r="24" fill="#5f93ad"/><circle r="7" fill="#9aa0a1" stroke="#5a5f60" stroke-width="2"/>'
                '<circle r="15" fill="none" stroke="#a9cfe0" stroke-width="1.5" stroke-dasharray="5 5"/>',
    "wardrobe": '<rect x="-35" y="-12" width="70" height="24" fill="#4f3520" stroke="#2a1b10" stroke-width="2"/>'
                '<path d="M0 -12V12" stroke="#2a1b10" stroke-width="1.5"/>'
                '<circle cx="-4" cy="0" r="1.8" fill="#c9a45c"/><circle cx="4" cy="0" r="1.8" fill="#c9a45c"/>',
    "chest": '<rect x="-18" y="-11" width="36" height="22" rx="2" fill="#6b4426" stroke="#2a1b10" stroke-width="2"/>'
             '<path d="M-18 0H18" stroke="#c9a45c" stroke-width="2"/>',
    "lamp": '<circle r="26" fill="url(#GLOW)"/><circle r="7" fill="#f3d27a" stroke="#8a6a2a" stroke-width="1.5"/>',
    "rug": '<rect x="-45" y="-30" width="90" height="60" rx="2" fill="#5a2d3f" stroke="#b08a4a" stroke-width="3" opacity="0.85"/>'
           '<rect x="-36" y="-21" width="72" height="42" fill="none" stroke="#b08a4a" stroke-width="1.5" opacity="0.8"/>',
    "altar": '<rect x="-25" y="-15" width="50" height="30" rx="2" fill="#8d8a83" stroke="#3f3d39" stroke-width="2"/>',
    "stairs": '<rect x="-30" y="-35" width="60" height="70" fill="#7a6a55" stroke="#2a1f18" stroke-width="2"/>'
              '<path d="M-30 -21H30M-30 -7H30M-30 7H30M-30 21H30" stroke="#2a1f18" stroke-width="2"/>',
}

FEATURES = {
    "altar": '<rect x="-28" y="-16" width="56" height="32" rx="2" fill="#8d8a83" stroke="#3f3d39" stroke-width="2.5"/>'
             '<circle r="10" fill="none" stroke="#7d1f2a" stroke-width="2.5"/>'
             '<path d="M0 -10V10M-8.7 -5L8.7 5M-8.7 5L8.7 -5" stroke="#7d1f2a" stroke-width="1.8"/>'
             '<circle cx="-21" cy="-9" r="3" fill="#f3d27a"/><circle cx="21" cy="-9" r="3" fill="#f3d27a"/>',
    "stairs": PROPS["stairs"],
    "window": '<rect x="-5" y="-34" width="10" height="68" fill="#a9d3e6" stroke="#2a1f18" stroke-width="2"/>'
              '<path d="M0 -34V34" stroke="#2a1f18" stroke-width="1.5"/>',
    "fireplace": '<rect x="-32" y="-12" width="64" height="24" fill="#7b3b2a" stroke="#2a1f18" stroke-width="2"/>'
                 '<rect x="-18" y="-6" width="36" height="14" fill="#1d1411"/>'
                 '<path d="M-10 8Q-6 -4 0 6Q4 -6 10 8Z" fill="#e8892f"/>',
    "well": '<circle r="22" fill="#7d7a72" stroke="#3f3d39" stroke-width="3"/><circle r="13" fill="#1b2226"/>',
}


def _prop(pid: str, kind: str, at, turn: int) -> str:
    x, y = at[0] * CELL, at[1] * CELL
    body = PROPS[kind].replace("url(#GLOW)", f"url(#{pid}-glow)")
    rot = f" rotate({turn})" if turn else ""
    return f'  <g transform="translate({_n(x)} {_n(y)}){rot}">{body}</g>'


def _feature(pid: str, kind: str, at) -> str:
    x, y = at[0] * CELL, at[1] * CELL
    return f'  <g transform="translate({_n(x)} {_n(y)})">{FEATURES[kind]}</g>'


def _n(v: float) -> str:
    r = round(v, 2)
    return str(int(r)) if r == int(r) else f"{r:g}"


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


# --------------------------------------------------------------------------- command


def main(argv: list[str] | None = None) -> int:
    from ..jsonmodel import parse_model, read_content
    from .tiles import TileFile, check_tile, tiles_dir

    args = sys.argv[1:] if argv is None else argv
    check = "--check" in args
    folder = tiles_dir()
    stale = []
    for path in sorted(folder.glob("*.json")):
        tile, problems = check_tile(parse_model(TileFile, read_content(path, "tile")))
        if tile is None:
            print(f"{path}: {problems}", file=sys.stderr)
            return 1
        svg = tile_svg(tile)
        target = folder / tile.art
        if not target.exists() or target.read_text(encoding="utf-8") != svg:
            stale.append(target)
            if not check:
                target.write_text(svg, encoding="utf-8")
    for p in stale:
        print(("out of date: " if check else "wrote ") + str(p))
    return 1 if (check and stale) else 0


if __name__ == "__main__":
    raise SystemExit(main())
