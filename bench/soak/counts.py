"""The counts each scenario reports, and the one line it prints."""

from dataclasses import dataclass, field


@dataclass
class Counts:
    """What a scenario saw. It passes when nothing was lost, doubled or unclear.

    - runs: commands (or command sequences) the scenario ran;
    - expected: records that must exist because tend confirmed them;
    - found: of those, the ones the database holds;
    - lost: confirmed records missing, or missing a part (a value, a note);
    - doubled: records present more often than confirmed (twice, or after a confirmed undo or a
      refusal), and reminders sent twice;
    - refused: runs that ended with exit status not 0 and one clear `Error: ` line;
    - unclear: everything else that is wrong: a trap, a hang, an exit 0 that did not do what it
      said, several or no `Error: ` lines, a changed pre-existing file, a failed integrity check.
    """
    name: str
    runs: int = 0
    expected: int = 0
    found: int = 0
    lost: int = 0
    doubled: int = 0
    refused: int = 0
    unclear: int = 0
    problems: list = field(default_factory=list)

    def problem(self, kind, text):
        """Count one problem of `kind` ('lost', 'doubled' or 'unclear') and keep its description."""
        setattr(self, kind, getattr(self, kind) + 1)
        self.problems.append(f"{kind}: {text}")

    @property
    def passed(self):
        return self.lost == 0 and self.doubled == 0 and self.unclear == 0 and self.runs > 0

    def line(self):
        return (f"{self.name}: {self.runs} runs, {self.expected} records expected, {self.found} found, "
                f"{self.lost} lost, {self.doubled} doubled, {self.refused} refused clearly, "
                f"{self.unclear} unclear")
