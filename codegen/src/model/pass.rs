//! Passes (`Pass<"cse">`, `InterfacePass<...>` of `defs/PassBase.td`): the
//! command-line argument, what the pass runs on, its options with their
//! types and defaults checked, and its statistics. A default is written as
//! on the command line and read here, so that a wrong one is reported at
//! its `.td` place instead of failing in the generated Rust.

use crate::records::RecordRef;

use super::place::Place;
use super::reader::Reader;

/// What a pass runs on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PassAnchor {
    /// Any op (`Pass<"cse">`).
    AnyOp,
    /// Ops of one name (`Pass<"x", "func.func">`).
    Op(String),
    /// Ops implementing an interface (`InterfacePass<"x", "FunctionOpInterface">`).
    Interface(String),
}

/// The scalar type of an option's value (of each element, for a list).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionType {
    /// `bool`.
    Bool,
    /// An integer type: its Rust name (`i64`) and the name `--help` shows
    /// for its values (`long`, as LLVM's command line names C++ types).
    Int {
        /// `i32`, `i64`, `u32` or `u64`.
        rust: String,
        /// `int`, `long`, `uint` or `ulong`.
        value_name: String,
    },
    /// `String`.
    String,
    /// An enum generated for the option, with its values.
    Enum {
        /// The Rust enum (`GreedySimplifyRegionLevel`).
        rust: String,
        /// Its values, in declaration order.
        values: Vec<OptionValue>,
    },
}

/// One value of an enum option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionValue {
    /// The Rust variant (`Normal`).
    pub variant: String,
    /// How the command line spells it (`normal`).
    pub argument: String,
    /// Its help line.
    pub description: String,
}

/// A default value, read from its command-line spelling.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionDefault {
    /// The type's own default (`false`, `0`, empty).
    TypeDefault,
    /// A `bool`.
    Bool(bool),
    /// An integer.
    Int(i128),
    /// A string.
    String(String),
    /// An enum value (its variant).
    Enum(String),
}

/// A pass option (`Option<...>` or `ListOption<...>`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassOption {
    /// The `.td` variable name (`topDownProcessingEnabled`); the Rust field
    /// is its snake case.
    pub field_name: String,
    /// The command-line argument (`top-down`).
    pub argument: String,
    /// The type of the value (of each element of a list).
    pub ty: OptionType,
    /// Whether the option holds a comma-separated list.
    pub is_list: bool,
    /// The default.
    pub default: OptionDefault,
    /// The help line.
    pub description: String,
}

/// A statistic of a pass.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassStatistic {
    /// The `.td` variable name (`numCSE`); the Rust field is its snake case.
    pub field_name: String,
    /// The name reports show (`num-cse'd`).
    pub name: String,
    /// What it counts.
    pub description: String,
}

/// A pass declared in `.td`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassDef {
    /// The record's name (`Canonicalizer`, `CSE`).
    pub def_name: String,
    /// The command-line argument (`canonicalize`).
    pub argument: String,
    /// What it runs on.
    pub anchor: PassAnchor,
    /// The one-line summary.
    pub summary: String,
    /// The description (Markdown).
    pub description: String,
    /// Dialects it may create entities of.
    pub dependent_dialects: Vec<String>,
    /// Options, in declaration order.
    pub options: Vec<PassOption>,
    /// Statistics, in declaration order.
    pub statistics: Vec<PassStatistic>,
    /// Where it is defined.
    pub place: Place,
}

impl<'r> Reader<'r> {
    /// The pass a `PassBase` record declares.
    pub fn pass_def(&mut self, record: RecordRef<'r>) -> PassDef {
        let place = self.place(record);
        let argument = self.string(record, "argument");
        if argument.is_empty() {
            self.error(place.span, "a pass needs a command-line argument");
        }
        let anchor_op = self.string(record, "anchorOp");
        let anchor_interface = self.string(record, "anchorInterface");
        let anchor = match (anchor_op.is_empty(), anchor_interface.is_empty()) {
            (true, true) => PassAnchor::AnyOp,
            (false, true) => PassAnchor::Op(anchor_op),
            (true, false) => PassAnchor::Interface(anchor_interface),
            (false, false) => {
                self.error(
                    place.span,
                    "a pass is anchored on an op or on an interface, not both",
                );
                PassAnchor::AnyOp
            }
        };
        let options = self
            .defs(record, "options")
            .into_iter()
            .filter_map(|o| self.pass_option(o, &place))
            .collect::<Vec<_>>();
        for (i, option) in options.iter().enumerate() {
            if options[..i].iter().any(|o| o.argument == option.argument) {
                let message = format!(
                    "pass `{argument}` has two options named `{}`",
                    option.argument
                );
                self.error(place.span, message);
            }
        }
        let statistics = self
            .defs(record, "statistics")
            .into_iter()
            .map(|s| PassStatistic {
                field_name: self.string(s, "fieldName"),
                name: self.string(s, "name"),
                description: self.string(s, "description"),
            })
            .collect();
        PassDef {
            def_name: record.name().to_string(),
            argument,
            anchor,
            summary: self.string(record, "summary"),
            description: self.string(record, "description"),
            dependent_dialects: self.strings(record, "dependentDialects"),
            options,
            statistics,
            place,
        }
    }

    /// One option of a pass, its type and default checked (errors at the
    /// pass's place, as the option records are anonymous).
    fn pass_option(&mut self, record: RecordRef<'r>, pass: &Place) -> Option<PassOption> {
        let argument = self.string(record, "argument");
        let type_name = self.string(record, "type");
        let values: Vec<OptionValue> = self
            .defs(record, "values")
            .into_iter()
            .map(|v| OptionValue {
                variant: self.string(v, "variant"),
                argument: self.string(v, "argument"),
                description: self.string(v, "description"),
            })
            .collect();
        let int = |rust: &str, value_name: &str| OptionType::Int {
            rust: rust.to_string(),
            value_name: value_name.to_string(),
        };
        let ty = match (type_name.as_str(), values.is_empty()) {
            ("bool", true) => OptionType::Bool,
            ("i32", true) => int("i32", "int"),
            ("i64", true) => int("i64", "long"),
            ("u32", true) => int("u32", "uint"),
            ("u64", true) => int("u64", "ulong"),
            ("String", true) => OptionType::String,
            (name, false) if is_type_name(name) => OptionType::Enum {
                rust: name.to_string(),
                values,
            },
            (name, _) => {
                let message = format!(
                    "option `{argument}` has type `{name}`: an option is a `bool`, `i32`, \
                     `i64`, `u32`, `u64`, `String`, or an enum type with `values`"
                );
                self.error(pass.span, message);
                return None;
            }
        };
        let default_text = self.string(record, "defaultValue");
        let is_list = self.bit(record, "isList");
        let default = match read_default(&ty, &default_text) {
            Ok(d) => d,
            Err(message) => {
                let message = format!("option `{argument}`: {message}");
                self.error(pass.span, message);
                return None;
            }
        };
        Some(PassOption {
            field_name: self.string(record, "fieldName"),
            argument,
            ty,
            is_list,
            default,
            description: self.string(record, "description"),
        })
    }
}

/// Whether `name` can name a Rust type the expansion generates.
fn is_type_name(name: &str) -> bool {
    name.chars().next().is_some_and(|c| c.is_ascii_uppercase())
        && name.chars().all(|c| c.is_ascii_alphanumeric())
}

/// The default written as `text` (as on the command line), for `ty`.
fn read_default(ty: &OptionType, text: &str) -> Result<OptionDefault, String> {
    if text.is_empty() {
        return Ok(OptionDefault::TypeDefault);
    }
    match ty {
        OptionType::Bool => match text {
            "true" => Ok(OptionDefault::Bool(true)),
            "false" => Ok(OptionDefault::Bool(false)),
            _ => Err(format!("default `{text}` is not `true` or `false`")),
        },
        OptionType::Int { rust, .. } => {
            let value: i128 = text
                .parse()
                .map_err(|_| format!("default `{text}` is not an integer"))?;
            let (min, max): (i128, i128) = match rust.as_str() {
                "i32" => (i32::MIN.into(), i32::MAX.into()),
                "i64" => (i64::MIN.into(), i64::MAX.into()),
                "u32" => (0, u32::MAX.into()),
                _ => (0, u64::MAX.into()),
            };
            if value < min || value > max {
                return Err(format!("default `{text}` does not fit in `{rust}`"));
            }
            Ok(OptionDefault::Int(value))
        }
        OptionType::String => Ok(OptionDefault::String(text.to_string())),
        OptionType::Enum { values, .. } => values
            .iter()
            .find(|v| v.argument == text)
            .map(|v| OptionDefault::Enum(v.variant.clone()))
            .ok_or_else(|| format!("default `{text}` is none of the option's values")),
    }
}
