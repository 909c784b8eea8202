// The ODS vocabulary of Dialectic: constraints, types, attributes, traits,
// dialects, ops, enums, dialect types/attributes and interfaces. Dialect
// files include this one. Predicates are data: the verifier generator and
// the docs read them; `RustPred` is the escape hatch.

include "base/Op.td"
include "base/Enums.td"
include "base/AttrTypeDef.td"
include "base/Interfaces.td"

// The interfaces traits imply, as in MLIR: `Pure`, `NoMemoryEffect` and
// `MemoryEffects<[...]>` give `MemoryEffectOpInterface`, `Pure` gives
// `ConditionallySpeculatable`, `Symbol` gives `SymbolOpInterface`, in a file
// that includes nothing but this one.
include "interfaces/Common.td"

// MLIR's other type and attribute constraints, by MLIR's names.
include "base/CommonTypeConstraints.td"
include "base/CommonAttrConstraints.td"
