// Readers of the debug information nodes the import translates, for what
// LLVM's C API does not expose: the fields of every `DI*` node MLIR's
// DebugImporter reads (by field number, shared with
// src/import/debug_info/ffi.rs), subrange bounds, the operations of a
// DIExpression, and the checks MLIR makes on debug intrinsics. Node
// operands are returned raw (any metadata kind, or null) so that malformed
// metadata reaches the importer, which rejects it instead of crashing.

#include <llvm-c/Core.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Metadata.h>

#include <cstdint>

using namespace llvm;

namespace {

// The integer fields (see `IntField` in ffi.rs).
enum IntField : unsigned {
  Tag = 0,
  SizeInBits = 1,
  AlignInBits = 2,
  OffsetInBits = 3,
  Encoding = 4,
  Line = 5,
  Column = 6,
  ScopeLine = 7,
  Arg = 8,
  Flags = 9,
  SPFlags = 10,
  SourceLanguage = 11,
  IsOptimized = 12,
  EmissionKind = 13,
  NameTableKind = 14,
  Discriminator = 15,
  IsLocalToUnit = 16,
  IsDefinition = 17,
  ExportSymbols = 18,
  IsDecl = 19,
  CallingConvention = 20,
  DwarfAddressSpace = 21,
  IsDistinct = 22,
};

// The node fields (see `NodeField` in ffi.rs).
enum NodeField : unsigned {
  File = 0,
  Scope = 1,
  BaseType = 2,
  Type = 3,
  Unit = 4,
  ExtraData = 5,
  StringLength = 6,
  StringLengthExp = 7,
  StringLocationExp = 8,
  DataLocation = 9,
  Rank = 10,
  Allocated = 11,
  Associated = 12,
  Variable = 13,
  Expression = 14,
  InlinedAt = 15,
  Elements = 16,
  TypeArray = 17,
};

// The string fields (see `StringField` in ffi.rs).
enum StringField : unsigned {
  Name = 0,
  LinkageName = 1,
  Producer = 2,
  Filename = 3,
  Directory = 4,
  ConfigMacros = 5,
  IncludePath = 6,
  APINotes = 7,
  DisplayName = 8,
};

bool int_field(const Metadata *md, unsigned field, uint64_t &out) {
  if (field == IsDistinct) {
    auto *node = dyn_cast<MDNode>(md);
    if (!node)
      return false;
    out = node->isDistinct();
    return true;
  }
  if (auto *loc = dyn_cast<DILocation>(md)) {
    switch (field) {
    case Line: out = loc->getLine(); return true;
    case Column: out = loc->getColumn(); return true;
    default: return false;
    }
  }
  if (field == Tag) {
    if (auto *node = dyn_cast<DINode>(md)) {
      out = node->getTag();
      return true;
    }
    return false;
  }
  if (auto *type = dyn_cast<DIType>(md)) {
    switch (field) {
    case SizeInBits: out = type->getSizeInBits(); return true;
    case AlignInBits: out = type->getAlignInBits(); return true;
    case OffsetInBits: out = type->getOffsetInBits(); return true;
    case Line: out = type->getLine(); return true;
    case Flags: out = type->getFlags(); return true;
    default: break;
    }
    if (auto *basic = dyn_cast<DIBasicType>(md)) {
      if (field == Encoding) {
        out = basic->getEncoding();
        return true;
      }
    }
    if (auto *string = dyn_cast<DIStringType>(md)) {
      if (field == Encoding) {
        out = string->getEncoding();
        return true;
      }
    }
    if (auto *derived = dyn_cast<DIDerivedType>(md)) {
      if (field == DwarfAddressSpace) {
        std::optional<unsigned> space = derived->getDWARFAddressSpace();
        if (!space)
          return false;
        out = *space;
        return true;
      }
    }
    if (auto *subroutine = dyn_cast<DISubroutineType>(md)) {
      if (field == CallingConvention) {
        out = subroutine->getCC();
        return true;
      }
    }
    return false;
  }
  if (auto *unit = dyn_cast<DICompileUnit>(md)) {
    switch (field) {
    case SourceLanguage: out = unit->getSourceLanguage(); return true;
    case IsOptimized: out = unit->isOptimized(); return true;
    case EmissionKind: out = unit->getEmissionKind(); return true;
    case NameTableKind:
      out = static_cast<uint64_t>(unit->getNameTableKind());
      return true;
    default: return false;
    }
  }
  if (auto *subprogram = dyn_cast<DISubprogram>(md)) {
    switch (field) {
    case Line: out = subprogram->getLine(); return true;
    case ScopeLine: out = subprogram->getScopeLine(); return true;
    case SPFlags: out = subprogram->getSPFlags(); return true;
    default: return false;
    }
  }
  if (auto *block = dyn_cast<DILexicalBlock>(md)) {
    switch (field) {
    case Line: out = block->getLine(); return true;
    case Column: out = block->getColumn(); return true;
    default: return false;
    }
  }
  if (auto *block = dyn_cast<DILexicalBlockFile>(md)) {
    if (field == Discriminator) {
      out = block->getDiscriminator();
      return true;
    }
    return false;
  }
  if (auto *local = dyn_cast<DILocalVariable>(md)) {
    switch (field) {
    case Line: out = local->getLine(); return true;
    case Arg: out = local->getArg(); return true;
    case AlignInBits: out = local->getAlignInBits(); return true;
    default: return false;
    }
  }
  if (auto *global = dyn_cast<DIGlobalVariable>(md)) {
    switch (field) {
    case Line: out = global->getLine(); return true;
    case IsLocalToUnit: out = global->isLocalToUnit(); return true;
    case IsDefinition: out = global->isDefinition(); return true;
    case AlignInBits: out = global->getAlignInBits(); return true;
    default: return false;
    }
  }
  if (auto *label = dyn_cast<DILabel>(md)) {
    if (field == Line) {
      out = label->getLine();
      return true;
    }
    return false;
  }
  if (auto *module = dyn_cast<DIModule>(md)) {
    switch (field) {
    case Line: out = module->getLineNo(); return true;
    case IsDecl: out = module->getIsDecl(); return true;
    default: return false;
    }
  }
  if (auto *ns = dyn_cast<DINamespace>(md)) {
    if (field == ExportSymbols) {
      out = ns->getExportSymbols();
      return true;
    }
    return false;
  }
  return false;
}

Metadata *node_field(const Metadata *md, unsigned field) {
  if (auto *loc = dyn_cast<DILocation>(md)) {
    switch (field) {
    case Scope: return loc->getRawScope();
    case InlinedAt: return loc->getRawInlinedAt();
    default: return nullptr;
    }
  }
  if (auto *gve = dyn_cast<DIGlobalVariableExpression>(md)) {
    switch (field) {
    case Variable: return gve->getRawVariable();
    case Expression: return gve->getRawExpression();
    default: return nullptr;
    }
  }
  if (auto *composite = dyn_cast<DICompositeType>(md)) {
    switch (field) {
    case File: return composite->getRawFile();
    case Scope: return composite->getRawScope();
    case BaseType: return composite->getRawBaseType();
    case Elements: return composite->getRawElements();
    case DataLocation: return composite->getRawDataLocation();
    case Rank: return composite->getRawRank();
    case Allocated: return composite->getRawAllocated();
    case Associated: return composite->getRawAssociated();
    default: return nullptr;
    }
  }
  if (auto *derived = dyn_cast<DIDerivedType>(md)) {
    switch (field) {
    case BaseType: return derived->getRawBaseType();
    case ExtraData: return derived->getRawExtraData();
    default: return nullptr;
    }
  }
  if (auto *string = dyn_cast<DIStringType>(md)) {
    switch (field) {
    case StringLength: return string->getRawStringLength();
    case StringLengthExp: return string->getRawStringLengthExp();
    case StringLocationExp: return string->getRawStringLocationExp();
    default: return nullptr;
    }
  }
  if (auto *subroutine = dyn_cast<DISubroutineType>(md)) {
    if (field == TypeArray)
      return subroutine->getRawTypeArray();
    return nullptr;
  }
  if (auto *unit = dyn_cast<DICompileUnit>(md)) {
    if (field == File)
      return unit->getRawFile();
    return nullptr;
  }
  if (auto *subprogram = dyn_cast<DISubprogram>(md)) {
    switch (field) {
    case File: return subprogram->getRawFile();
    case Scope: return subprogram->getRawScope();
    case Type: return subprogram->getRawType();
    case Unit: return subprogram->getRawUnit();
    default: return nullptr;
    }
  }
  if (auto *block = dyn_cast<DILexicalBlockBase>(md)) {
    switch (field) {
    case File: return block->getRawFile();
    case Scope: return block->getRawScope();
    default: return nullptr;
    }
  }
  if (auto *variable = dyn_cast<DIVariable>(md)) {
    switch (field) {
    case File: return variable->getRawFile();
    case Scope: return variable->getRawScope();
    case Type: return variable->getRawType();
    default: return nullptr;
    }
  }
  if (auto *label = dyn_cast<DILabel>(md)) {
    switch (field) {
    case File: return label->getRawFile();
    case Scope: return label->getRawScope();
    default: return nullptr;
    }
  }
  if (auto *module = dyn_cast<DIModule>(md)) {
    switch (field) {
    case File: return module->getRawFile();
    case Scope: return module->getRawScope();
    default: return nullptr;
    }
  }
  if (auto *ns = dyn_cast<DINamespace>(md)) {
    if (field == Scope)
      return ns->getRawScope();
    return nullptr;
  }
  return nullptr;
}

// The file name of a scope (`DIScope::getFilename`), tolerating a file
// operand of another kind.
bool scope_filename(const DIScope *scope, StringRef &out) {
  if (!scope)
    return false;
  auto *file = dyn_cast_or_null<DIFile>(scope->getRawFile());
  if (isa<DIFile>(scope))
    file = cast<DIFile>(const_cast<DIScope *>(scope));
  out = file ? file->getFilename() : StringRef();
  return true;
}

bool string_field(const Metadata *md, unsigned field, StringRef &out) {
  auto raw = [&](MDString *s) {
    if (!s)
      return false;
    out = s->getString();
    return true;
  };
  if (auto *loc = dyn_cast<DILocation>(md)) {
    if (field == Filename)
      return scope_filename(dyn_cast_or_null<DIScope>(loc->getRawScope()), out);
    return false;
  }
  if (auto *file = dyn_cast<DIFile>(md)) {
    switch (field) {
    case Filename: return raw(file->getRawFilename());
    case Directory: return raw(file->getRawDirectory());
    default: return false;
    }
  }
  if (auto *subprogram = dyn_cast<DISubprogram>(md)) {
    switch (field) {
    case Name: return raw(subprogram->getRawName());
    case LinkageName: return raw(subprogram->getRawLinkageName());
    case Filename: return scope_filename(subprogram, out);
    default: return false;
    }
  }
  if (auto *unit = dyn_cast<DICompileUnit>(md)) {
    if (field == Producer)
      return raw(unit->getRawProducer());
    return false;
  }
  if (auto *global = dyn_cast<DIGlobalVariable>(md)) {
    switch (field) {
    case Name: return raw(global->getRawName());
    case LinkageName: return raw(global->getRawLinkageName());
    default: return false;
    }
  }
  if (auto *module = dyn_cast<DIModule>(md)) {
    switch (field) {
    case Name: return raw(module->getRawName());
    case ConfigMacros: return raw(module->getRawConfigurationMacros());
    case IncludePath: return raw(module->getRawIncludePath());
    case APINotes: return raw(module->getRawAPINotesFile());
    default: return false;
    }
  }
  if (field != Name)
    return false;
  if (auto *type = dyn_cast<DIType>(md))
    return raw(type->getRawName());
  if (auto *variable = dyn_cast<DIVariable>(md))
    return raw(variable->getRawName());
  if (auto *label = dyn_cast<DILabel>(md))
    return raw(label->getRawName());
  if (auto *ns = dyn_cast<DINamespace>(md))
    return raw(ns->getRawName());
  return false;
}

} // namespace

extern "C" {

// The kind of a metadata node (see `Kind` in ffi.rs): the debug
// information nodes the import tells apart, 0 for any other metadata.
unsigned dialectic_dii_kind(LLVMMetadataRef node) {
  if (!node)
    return 0;
  Metadata *md = unwrap(node);
  if (isa<DIFile>(md)) return 1;
  if (isa<DICompileUnit>(md)) return 2;
  if (isa<DIBasicType>(md)) return 3;
  if (isa<DICompositeType>(md)) return 4;
  if (isa<DIDerivedType>(md)) return 5;
  if (isa<DIStringType>(md)) return 6;
  if (isa<DISubroutineType>(md)) return 7;
  if (isa<DISubprogram>(md)) return 8;
  if (isa<DILexicalBlock>(md)) return 9;
  if (isa<DILexicalBlockFile>(md)) return 10;
  if (isa<DILocalVariable>(md)) return 11;
  if (isa<DIGlobalVariable>(md)) return 12;
  if (isa<DILabel>(md)) return 13;
  if (isa<DIModule>(md)) return 14;
  if (isa<DINamespace>(md)) return 15;
  if (isa<DISubrange>(md)) return 16;
  if (isa<DIExpression>(md)) return 17;
  if (isa<DIGlobalVariableExpression>(md)) return 18;
  if (isa<DILocation>(md)) return 19;
  if (isa<DINode>(md)) return 20;
  return 0;
}

// Integer field `field` of `node`; 0 when the node has no such field.
int dialectic_dii_int(LLVMMetadataRef node, unsigned field, uint64_t *out) {
  *out = 0;
  if (!node)
    return 0;
  return int_field(unwrap(node), field, *out) ? 1 : 0;
}

// Node field `field` of `node`, raw (null when absent).
LLVMMetadataRef dialectic_dii_node(LLVMMetadataRef node, unsigned field) {
  if (!node)
    return nullptr;
  return wrap(node_field(unwrap(node), field));
}

// String field `field` of `node`: null when absent (no MDString).
const char *dialectic_dii_string(LLVMMetadataRef node, unsigned field,
                                 size_t *len) {
  *len = 0;
  if (!node)
    return nullptr;
  StringRef text;
  if (!string_field(unwrap(node), field, text))
    return nullptr;
  *len = text.size();
  // A non-null pointer even for an empty string.
  return text.data() ? text.data() : "";
}

// The number of operands of an MDTuple (0 for another node).
unsigned dialectic_dii_tuple_size(LLVMMetadataRef node) {
  auto *tuple = dyn_cast_or_null<MDTuple>(node ? unwrap(node) : nullptr);
  return tuple ? tuple->getNumOperands() : 0;
}

// Operand `index` of an MDTuple (null for a null operand).
LLVMMetadataRef dialectic_dii_tuple_item(LLVMMetadataRef node,
                                         unsigned index) {
  auto *tuple = dyn_cast_or_null<MDTuple>(node ? unwrap(node) : nullptr);
  if (!tuple || index >= tuple->getNumOperands())
    return nullptr;
  return wrap(tuple->getOperand(index).get());
}

// A bound of a DISubrange (`which`: 0 count, 1 lower bound, 2 upper bound,
// 3 stride): 0 absent, 1 a constant integer (in `value`), 2 a node (in
// `bound`: a DIExpression, a DIVariable, or anything else), 3 a constant
// that is no integer of at most 64 bits.
int dialectic_dii_subrange_bound(LLVMMetadataRef node, unsigned which,
                                 int64_t *value, LLVMMetadataRef *bound) {
  *value = 0;
  *bound = nullptr;
  auto *subrange = dyn_cast_or_null<DISubrange>(node ? unwrap(node) : nullptr);
  if (!subrange)
    return 0;
  Metadata *raw = nullptr;
  switch (which) {
  case 0: raw = subrange->getRawCountNode(); break;
  case 1: raw = subrange->getRawLowerBound(); break;
  case 2: raw = subrange->getRawUpperBound(); break;
  case 3: raw = subrange->getRawStride(); break;
  default: return 0;
  }
  if (!raw)
    return 0;
  if (auto *constant = dyn_cast<ConstantAsMetadata>(raw)) {
    auto *integer = dyn_cast<ConstantInt>(constant->getValue());
    if (!integer || integer->getBitWidth() > 64)
      return 3;
    *value = integer->getSExtValue();
    return 1;
  }
  *bound = wrap(raw);
  return 2;
}

// The operations of a DIExpression, flattened as (opcode, argument count,
// arguments...) into `out` (up to `capacity` words); returns the number of
// words needed. An operation whose arguments run past the end is left out
// with what follows it.
size_t dialectic_dii_expression(LLVMMetadataRef node, uint64_t *out,
                                size_t capacity) {
  auto *expr = dyn_cast_or_null<DIExpression>(node ? unwrap(node) : nullptr);
  if (!expr)
    return 0;
  ArrayRef<uint64_t> elements = expr->getElements();
  size_t needed = 0;
  auto push = [&](uint64_t word) {
    if (needed < capacity)
      out[needed] = word;
    ++needed;
  };
  size_t at = 0;
  while (at < elements.size()) {
    DIExpression::ExprOperand op(&elements[at]);
    size_t size = op.getSize();
    if (size == 0 || at + size > elements.size())
      break;
    push(op.getOp());
    push(op.getNumArgs());
    for (unsigned i = 0; i < op.getNumArgs(); ++i)
      push(op.getArg(i));
    at += size;
  }
  return needed;
}

// What MLIR's import checks on a call of llvm.dbg.declare/llvm.dbg.value:
// 1 when its location is an argument list, 2 when it is a kill location
// holding metadata, 3 when it is not such a call; 0 otherwise, with the
// location's value in `value` (null when it is no value), and the raw
// variable and expression.
int dialectic_dii_variable_intrinsic(LLVMValueRef call, LLVMValueRef *value,
                                     LLVMMetadataRef *variable,
                                     LLVMMetadataRef *expression) {
  *value = nullptr;
  *variable = nullptr;
  *expression = nullptr;
  auto *intrinsic = dyn_cast_or_null<DbgVariableIntrinsic>(unwrap(call));
  if (!intrinsic || intrinsic->arg_size() < 3)
    return 3;
  Metadata *wrapped = nullptr;
  if (auto *asValue = dyn_cast<MetadataAsValue>(intrinsic->getArgOperand(0)))
    wrapped = asValue->getMetadata();
  if (auto *asValue = dyn_cast<MetadataAsValue>(intrinsic->getArgOperand(1)))
    *variable = wrap(asValue->getMetadata());
  if (auto *asValue = dyn_cast<MetadataAsValue>(intrinsic->getArgOperand(2)))
    *expression = wrap(asValue->getMetadata());
  if (isa_and_nonnull<DIArgList>(wrapped))
    return 1;
  bool isExpression = isa_and_nonnull<DIExpression>(unwrap(*expression));
  if (isExpression && intrinsic->isKillLocation() && wrapped &&
      !isa<ValueAsMetadata>(wrapped))
    return 2;
  if (auto *asMetadata = dyn_cast_or_null<ValueAsMetadata>(wrapped))
    *value = wrap(asMetadata->getValue());
  return 0;
}

// The metadata a MetadataAsValue wraps (null for another value).
LLVMMetadataRef dialectic_dii_wrapped_metadata(LLVMValueRef value) {
  auto *asValue = dyn_cast_or_null<MetadataAsValue>(unwrap(value));
  return asValue ? wrap(asValue->getMetadata()) : nullptr;
}

} // extern "C"
