// The pass vocabulary of Dialectic, as MLIR's `mlir/Pass/PassBase.td`
// spells it: `Pass<"argument", "anchor-op">`, `InterfacePass`, `Option`,
// `ListOption` and `Statistic`. A pass collection (`Passes.td`) includes
// this file; `dialect!` generates per pass an options struct that parses
// and prints MLIR's `name{opt=value list=a,b}` syntax, a statistics
// struct, the pass type and its registration, and the pass body is Rust:
// an `impl PassBody` for the generated type.
//
// Option types are Rust types: `bool`, `i32`, `i64`, `u32`, `u64`,
// `String`, or the name of an enum whose cases `values` lists (MLIR's
// `clEnumValN`, as data). Defaults are written as on the command line
// (`"10"`, `"true"`, `"normal"`); "" leaves the type's own default.

#ifndef DIALECTIC_PASSBASE
#define DIALECTIC_PASSBASE

// One value of an enum option: the Rust variant, how the command line
// spells it, and its help line.
class OptionValue<string variantName, string arg, string desc> {
  string variant = variantName;
  string argument = arg;
  string description = desc;
}

// A pass option: the Rust field (`varName`, made snake_case), the
// command-line argument, the Rust type, the default and the help line.
class Option<string varName, string arg, string valueType, string default,
             string desc, list<OptionValue> allowedValues = []> {
  string fieldName = varName;
  string argument = arg;
  string type = valueType;
  string defaultValue = default;
  string description = desc;
  list<OptionValue> values = allowedValues;
  // Whether the option holds a comma-separated list of `type`.
  bit isList = 0;
}

// A pass option holding a list (`exclude=a,b`); the default is empty.
class ListOption<string varName, string arg, string valueType, string desc,
                 list<OptionValue> allowedValues = []>
    : Option<varName, arg, valueType, /*default=*/"", desc, allowedValues> {
  let isList = 1;
}

// A counter the pass reports under `--mlir-pass-statistics`.
class Statistic<string varName, string statName, string desc> {
  string fieldName = varName;
  string name = statName;
  string description = desc;
}

// A pass: its command-line argument and what it may run on.
class PassBase<string passArg> {
  // The argument naming the pass on the command line and in pipelines.
  string argument = passArg;

  // The op the pass runs on (`func.func`); "" for any op.
  string anchorOp = "";

  // The interface the op the pass runs on must implement; "" for none.
  string anchorInterface = "";

  // A one-line summary (the `--help` line).
  string summary = "";

  // What the pass does, in Markdown (the book's page).
  string description = "";

  // The dialects the pass may create entities of.
  list<string> dependentDialects = [];

  // The options of the pass.
  list<Option> options = [];

  // The statistics of the pass.
  list<Statistic> statistics = [];
}

// A pass anchored on `operation` (any op when empty).
class Pass<string passArg, string operation = ""> : PassBase<passArg> {
  let anchorOp = operation;
}

// A pass that runs on any op implementing the interface `interface`.
class InterfacePass<string passArg, string interface> : PassBase<passArg> {
  let anchorInterface = interface;
}

#endif // DIALECTIC_PASSBASE
