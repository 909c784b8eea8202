//! Pass managers (MLIR's `OpPassManager`): a list of passes anchored on an
//! op name (`builtin.module`, `func.func`) or on any op (`any`), where an
//! entry is a pass or a nested manager that runs on the ops directly inside
//! the anchor's regions. Passes restricted to another op are nested
//! implicitly ([`Nesting::Implicit`], what `mlir-opt` does with pass flags)
//! or refused with MLIR's message. The textual form is what
//! `--dump-pass-pipeline` prints and `--pass-pipeline` reads.

use std::fmt::Write as _;

use super::info::PassAnchor;
use super::operation_pass::Pass;

/// Whether a pass restricted to another op is nested into a manager of
/// that op, or refused.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Nesting {
    /// Refuse it (`--pass-pipeline`).
    #[default]
    Explicit,
    /// Nest it (pass flags given one by one).
    Implicit,
}

/// An entry of a pass manager.
pub enum PassEntry {
    /// A pass run on the manager's op.
    Pass(Box<dyn Pass>),
    /// A manager run on each matching op directly inside the manager's op
    /// (MLIR's `OpToOpPassAdaptor`).
    Nested(OpPassManager),
    /// Managers of several anchors that adjacent nested managers were
    /// coalesced into before a run ([`OpPassManager::coalesce`]): each op
    /// directly inside the manager's op runs the first that schedules on
    /// it, in the ops' order (an adaptor of several managers).
    Collection(Vec<OpPassManager>),
}

/// A pass manager: the passes to run on ops of one name, or on any op.
pub struct OpPassManager {
    anchor: Option<String>,
    nesting: Nesting,
    entries: Vec<PassEntry>,
}

impl OpPassManager {
    /// A manager of ops named `anchor`.
    pub fn new(anchor: &str, nesting: Nesting) -> Self {
        OpPassManager {
            anchor: Some(anchor.to_string()),
            nesting,
            entries: Vec::new(),
        }
    }

    /// A manager of any op (`any(...)`).
    pub fn any(nesting: Nesting) -> Self {
        OpPassManager {
            anchor: None,
            nesting,
            entries: Vec::new(),
        }
    }

    /// The op name the manager runs on, `None` for any op.
    pub fn anchor(&self) -> Option<&str> {
        self.anchor.as_deref()
    }

    /// The name the textual form shows (`any` for any op).
    pub fn anchor_name(&self) -> &str {
        self.anchor.as_deref().unwrap_or("any")
    }

    /// The entries, in order.
    pub fn entries(&self) -> &[PassEntry] {
        &self.entries
    }

    /// The entries, in order, to run.
    pub fn entries_mut(&mut self) -> &mut [PassEntry] {
        &mut self.entries
    }

    /// Appends the entries of `other` (a manager of the same anchor).
    pub(super) fn append_entries_of(&mut self, mut other: OpPassManager) {
        self.entries.append(&mut other.entries);
    }

    /// The entries, to rearrange before a run.
    pub(super) fn entries_vec_mut(&mut self) -> &mut Vec<PassEntry> {
        &mut self.entries
    }

    /// How many entries the manager holds (a nested manager counts one).
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the manager holds nothing.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Adds a nested manager of ops named `anchor` and returns it.
    pub fn nest(&mut self, anchor: &str) -> &mut OpPassManager {
        self.push_nested(OpPassManager::new(anchor, self.nesting))
    }

    /// Adds a nested manager of any op and returns it.
    pub fn nest_any(&mut self) -> &mut OpPassManager {
        self.push_nested(OpPassManager::any(self.nesting))
    }

    fn push_nested(&mut self, manager: OpPassManager) -> &mut OpPassManager {
        self.entries.push(PassEntry::Nested(manager));
        match self.entries.last_mut() {
            Some(PassEntry::Nested(m)) => m,
            _ => unreachable!("a nested manager was just pushed"),
        }
    }

    /// Adds a pass; one restricted to another op is nested into a new
    /// manager of that op when nesting is implicit, refused otherwise
    /// (with MLIR's message).
    pub fn add_pass(&mut self, pass: Box<dyn Pass>) -> Result<(), String> {
        if let PassAnchor::Op(op) = pass.info().anchor
            && self.anchor.as_deref() != Some(op)
        {
            if self.nesting == Nesting::Implicit {
                return self.nest(op).add_pass(pass);
            }
            return Err(format!(
                "Can't add pass '{}' restricted to '{op}' on a PassManager intended to run on \
                 '{}', did you intend to nest?",
                pass.info().name,
                self.anchor_name()
            ));
        }
        self.entries.push(PassEntry::Pass(pass));
        Ok(())
    }

    /// A copy with the same passes and options and zero statistics (for a
    /// worker thread).
    pub fn clone_manager(&self) -> OpPassManager {
        OpPassManager {
            anchor: self.anchor.clone(),
            nesting: self.nesting,
            entries: self
                .entries
                .iter()
                .map(|e| match e {
                    PassEntry::Pass(pass) => PassEntry::Pass(pass.clone_pass()),
                    PassEntry::Nested(m) => PassEntry::Nested(m.clone_manager()),
                    PassEntry::Collection(ms) => {
                        PassEntry::Collection(ms.iter().map(OpPassManager::clone_manager).collect())
                    }
                })
                .collect(),
        }
    }

    /// Adds the statistics of `copy` (a [`OpPassManager::clone_manager`]
    /// of this one, after it ran) to this one's passes.
    pub fn add_statistics_of(&mut self, copy: &OpPassManager) {
        for (mine, theirs) in self.entries.iter_mut().zip(&copy.entries) {
            match (mine, theirs) {
                (PassEntry::Pass(a), PassEntry::Pass(b)) => a.add_statistics(&b.statistics()),
                (PassEntry::Nested(a), PassEntry::Nested(b)) => a.add_statistics_of(b),
                (PassEntry::Collection(a), PassEntry::Collection(b)) => {
                    for (a, b) in a.iter_mut().zip(b) {
                        a.add_statistics_of(b);
                    }
                }
                _ => {}
            }
        }
    }

    /// The textual pipeline (`builtin.module(cse,func.func(canonicalize{...}))`),
    /// as MLIR prints it.
    pub fn to_pipeline_string(&self) -> String {
        let mut out = String::new();
        self.print(&mut out);
        out
    }

    /// Appends the textual pipeline.
    pub fn print(&self, out: &mut String) {
        let _ = write!(out, "{}(", self.anchor_name());
        for (i, entry) in self.entries.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            match entry {
                PassEntry::Pass(pass) => {
                    out.push_str(pass.info().argument);
                    if pass.has_options() {
                        out.push('{');
                        pass.print_options(out);
                        out.push('}');
                    }
                }
                PassEntry::Nested(manager) => manager.print(out),
                PassEntry::Collection(managers) => {
                    for (j, manager) in managers.iter().enumerate() {
                        if j > 0 {
                            out.push(',');
                        }
                        manager.print(out);
                    }
                }
            }
        }
        out.push(')');
    }

    /// What `--dump-pass-pipeline` prints (on stderr).
    pub fn dump(&self) -> String {
        format!(
            "Pass Manager with {} passes:\n{}\n\n",
            self.len(),
            self.to_pipeline_string()
        )
    }
}
