"""Square grids of cells numbered row by row: neighbours and sides (no rules, no words)."""

from __future__ import annotations

# sides, clockwise from the top; a cell's side d faces the neighbour at STEP[d]
N, E, S, W = 0, 1, 2, 3
STEP = {N: (-1, 0), E: (0, 1), S: (1, 0), W: (0, -1)}


def cell_of(row: int, col: int, cols: int) -> int:
    return row * cols + col


def row_col(cell: int, cols: int) -> tuple[int, int]:
    return divmod(cell, cols)


def neighbour(cell: int, side: int, cols: int, rows: int) -> int | None:
    r, c = row_col(cell, cols)
    dr, dc = STEP[side]
    r, c = r + dr, c + dc
    if 0 <= r < rows and 0 <= c < cols:
        return cell_of(r, c, cols)
    return None


def neighbours(cell: int, cols: int, rows: int) -> list[int]:
    """Cells that share a side with ``cell``."""
    return [n for d in (N, E, S, W) if (n := neighbour(cell, d, cols, rows)) is not None]


def touching(a: int, b: int, cols: int, rows: int) -> bool:
    return b in neighbours(a, cols, rows)


def side_towards(a: int, b: int, cols: int) -> int:
    """The side of ``a`` that faces its neighbour ``b``."""
    (ra, ca), (rb, cb) = row_col(a, cols), row_col(b, cols)
    for d, (dr, dc) in STEP.items():
        if (ra + dr, ca + dc) == (rb, cb):
            return d
    raise ValueError("the cells do not share a side")
