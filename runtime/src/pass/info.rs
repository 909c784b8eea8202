//! What a pass declares about itself, as static data the generated code
//! writes: its argument, what it runs on, its summary and description, the
//! help of its options and the names of its statistics. `--help`,
//! `--list-passes`, the pipeline printer and the statistics report read it.

use std::fmt::Write as _;

/// What a pass runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PassAnchor {
    /// Any op (`Pass<"cse">`).
    AnyOp,
    /// Ops of this name (`Pass<"x", "func.func">`).
    Op(&'static str),
    /// Ops implementing this interface (`InterfacePass<...>`).
    Interface(&'static str),
}

/// The help of one option.
#[derive(Clone, Copy, Debug)]
pub struct OptionInfo {
    /// The argument (`max-iterations`).
    pub argument: &'static str,
    /// The value's name in `--help` (`long`, `string`, `value` for an enum,
    /// empty for a `bool`).
    pub value_name: &'static str,
    /// The help line.
    pub description: &'static str,
    /// The values of an enum option and their help lines.
    pub values: &'static [(&'static str, &'static str)],
}

/// A statistic's name and description.
#[derive(Clone, Copy, Debug)]
pub struct StatisticInfo {
    /// The name reports show (`num-cse'd`).
    pub name: &'static str,
    /// What it counts.
    pub description: &'static str,
}

/// What a pass declares.
#[derive(Clone, Copy, Debug)]
pub struct PassInfo {
    /// The command-line argument (`canonicalize`).
    pub argument: &'static str,
    /// The Rust type (`Canonicalizer`), the name statistics and timing show.
    pub name: &'static str,
    /// What it runs on.
    pub anchor: PassAnchor,
    /// The one-line summary.
    pub summary: &'static str,
    /// The description (Markdown).
    pub description: &'static str,
    /// The options, sorted by argument.
    pub options: &'static [OptionInfo],
    /// The statistics, in declaration order.
    pub statistics: &'static [StatisticInfo],
    /// The dialects it may create entities of.
    pub dependent_dialects: &'static [&'static str],
}

impl PassInfo {
    /// The lines of `--help` for this pass, as `mlir-opt` lays them out:
    /// the pass at `indent`, its options two further, descriptions from
    /// column `desc_column`.
    pub fn help(&self, indent: usize, desc_column: usize, out: &mut String) {
        let head = format!("{:indent$}--{}", "", self.argument);
        let _ = writeln!(out, "{head:<desc_column$} -   {}", self.summary);
        for option in self.options {
            let mut flag = format!("{:indent$}  --{}", "", option.argument);
            if !option.value_name.is_empty() {
                let _ = write!(flag, "=<{}>", option.value_name);
            }
            let _ = writeln!(out, "{flag:<desc_column$} - {}", option.description);
            for (value, description) in option.values {
                let value = format!("    ={value}");
                let _ = writeln!(out, "{value:<desc_column$} -   {description}");
            }
        }
    }
}
