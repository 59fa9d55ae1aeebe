"""The in-app rules reference (Help > Rules) and its "Rules for this" hook for the tables.

The text is content data (``assets/rules/<reference>.json``, :mod:`.model`), shown by
:class:`.dialog.RulesReference`; :mod:`.hook` is all a table needs.
"""

from .hook import add_rules_entry, open_rules, watch_bar

__all__ = ["add_rules_entry", "open_rules", "watch_bar"]
