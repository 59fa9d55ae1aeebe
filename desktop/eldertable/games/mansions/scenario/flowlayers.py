"""Columns and rows for drawing a :class:`.flow.Flow` left to right (Qt-free).

The roots are the events with a trigger that nothing else makes possible, then any event
with no arrow into it; each node's column is the longest path to it from a root, once the
arrows that close a cycle are set aside (found by a depth-first walk from the roots, in
file order). Endings (and a first-edition story's options) take the last column. Rows
within a column follow the mean row of the nodes that point in (a barycentre sweep), so
arrows cross less.
"""

from __future__ import annotations

from .flow import Flow, JsonPath


def layers(flow: Flow) -> dict[JsonPath, tuple[int, int]]:
    """(column, row) of every node of ``flow``."""
    paths = [n.path for n in flow.nodes]
    events = [n.path for n in flow.nodes if n.kind == "event"]
    endings = [n.path for n in flow.nodes if n.kind != "event"]  # and story options
    into: dict[JsonPath, list[JsonPath]] = {p: [] for p in paths}
    out: dict[JsonPath, list[JsonPath]] = {p: [] for p in paths}
    for e in flow.edges:
        if e.source in out and e.target in into and e.target not in out[e.source]:
            out[e.source].append(e.target)
            into[e.target].append(e.source)
    enabled = {e.target for e in flow.edges if e.kind != "ends"}
    triggered = {n.path for n in flow.nodes if n.trigger is not None}
    roots = [p for p in events if p in triggered and p not in enabled]
    roots += [p for p in events if not into[p] and p not in roots]

    # depth-first from the roots (then from whatever is left, in file order): the arrows
    # to a node still on the walk's stack close a cycle and do not count for columns
    back: set[tuple[JsonPath, JsonPath]] = set()
    state: dict[JsonPath, int] = {}  # 1 on the stack, 2 done
    order: list[JsonPath] = []
    for start in roots + events:
        if start in state:
            continue
        stack = [(start, iter(out[start]))]
        state[start] = 1
        while stack:
            node, it = stack[-1]
            nxt = next(it, None)
            if nxt is None:
                state[node] = 2
                order.append(node)
                stack.pop()
            elif state.get(nxt) == 1:
                back.add((node, nxt))
            elif nxt not in state:
                state[nxt] = 1
                stack.append((nxt, iter(out[nxt])))
    column: dict[JsonPath, int] = {}
    for node in reversed(order):  # a topological order of the arrows that remain
        column.setdefault(node, 0)
        for nxt in out[node]:
            if (node, nxt) not in back and nxt in state:
                column[nxt] = max(column.get(nxt, 0), column[node] + 1)
    last = max((column[p] for p in events), default=-1) + 1
    for p in endings:
        column[p] = last

    by_column: dict[int, list[JsonPath]] = {}
    for p in paths:
        by_column.setdefault(column[p], []).append(p)
    row: dict[JsonPath, float] = {}
    for c in sorted(by_column):
        nodes = by_column[c]
        for i, p in enumerate(nodes):
            ins = [row[q] for q in into[p] if q in row]
            row[p] = sum(ins) / len(ins) if ins else float(i)
        nodes.sort(key=lambda p: (p[0] == "first_edition", row[p], p))  # options last
        for i, p in enumerate(nodes):
            row[p] = float(i)
    return {p: (column[p], int(row[p])) for p in paths}
