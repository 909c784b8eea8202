// The debug information nodes the translation builds the way MLIR's
// DebugTranslation builds them (`llvm::DI*::get` / `getDistinct` with every
// field MLIR sets), where LLVM's C API DIBuilder fixes fields MLIR leaves
// free (tags, distinctness, alignment of parameters, name table kinds,
// subrange bounds, calling conventions) or lacks the node (labels, string
// types, merged locations). Strings come as (pointer, length); an empty
// one stands for no string, as MLIR's `getMDStringOrNull`.

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <llvm/IR/BasicBlock.h>
#include <llvm/IR/DIBuilder.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/Module.h>
#include <llvm/TargetParser/Triple.h>

#include <optional>

using namespace llvm;

namespace {

MDString *string_or_null(LLVMContext &ctx, const char *text, size_t len) {
  if (len == 0)
    return nullptr;
  return MDString::get(ctx, StringRef(text, len));
}

Metadata *md(LLVMMetadataRef ref) { return ref ? unwrap(ref) : nullptr; }

} // namespace

extern "C" {

// DIBasicType::get.
LLVMMetadataRef dialectic_di_basic_type(LLVMContextRef context, unsigned tag,
                                        const char *name, size_t name_len,
                                        uint64_t size_in_bits,
                                        unsigned encoding) {
  LLVMContext &ctx = *unwrap(context);
  return wrap(DIBasicType::get(ctx, tag, string_or_null(ctx, name, name_len),
                               size_in_bits, 0, encoding, DINode::FlagZero));
}

// DIBuilder::createCompileUnit as MLIR calls it (which also lists the unit
// in `!llvm.dbg.cu`).
LLVMMetadataRef dialectic_di_compile_unit(
    LLVMModuleRef module, unsigned language, LLVMMetadataRef file,
    const char *producer, size_t producer_len, int is_optimized,
    unsigned emission_kind, unsigned name_table_kind) {
  DIBuilder builder(*unwrap(module));
  return wrap(builder.createCompileUnit(
      language, cast<DIFile>(unwrap(file)), StringRef(producer, producer_len),
      is_optimized != 0, /*Flags=*/"", /*RV=*/0, /*SplitName=*/StringRef(),
      static_cast<DICompileUnit::DebugEmissionKind>(emission_kind),
      /*DWOId=*/0, /*SplitDebugInlining=*/true,
      /*DebugInfoForProfiling=*/false,
      static_cast<DICompileUnit::DebugNameTableKind>(name_table_kind)));
}

// DICompileUnit::replaceGlobalVariables.
void dialectic_di_compile_unit_set_globals(LLVMMetadataRef unit,
                                           LLVMMetadataRef globals) {
  unwrap<DICompileUnit>(unit)->replaceGlobalVariables(
      cast<MDTuple>(unwrap(globals)));
}

// DICompositeType::get / getDistinct.
LLVMMetadataRef dialectic_di_composite_type(
    LLVMContextRef context, int distinct, unsigned tag, const char *name,
    size_t name_len, LLVMMetadataRef file, unsigned line,
    LLVMMetadataRef scope, LLVMMetadataRef base_type, uint64_t size_in_bits,
    uint32_t align_in_bits, unsigned flags, LLVMMetadataRef elements,
    LLVMMetadataRef data_location, LLVMMetadataRef associated,
    LLVMMetadataRef allocated, LLVMMetadataRef rank) {
  LLVMContext &ctx = *unwrap(context);
  MDString *n = string_or_null(ctx, name, name_len);
  auto f = static_cast<DINode::DIFlags>(flags);
  if (distinct)
    return wrap(DICompositeType::getDistinct(
        ctx, tag, n, md(file), line, md(scope), md(base_type), size_in_bits,
        align_in_bits, 0, f, md(elements), 0, nullptr, nullptr, nullptr,
        nullptr, md(data_location), md(associated), md(allocated), md(rank)));
  return wrap(DICompositeType::get(
      ctx, tag, n, md(file), line, md(scope), md(base_type), size_in_bits,
      align_in_bits, 0, f, md(elements), 0, nullptr, nullptr, nullptr,
      nullptr, md(data_location), md(associated), md(allocated), md(rank)));
}

// DIDerivedType::get (no file, line or scope, as MLIR 19).
LLVMMetadataRef dialectic_di_derived_type(
    LLVMContextRef context, unsigned tag, const char *name, size_t name_len,
    LLVMMetadataRef base_type, uint64_t size_in_bits, uint32_t align_in_bits,
    uint64_t offset_in_bits, int has_address_space, unsigned address_space,
    LLVMMetadataRef extra_data) {
  LLVMContext &ctx = *unwrap(context);
  std::optional<unsigned> space;
  if (has_address_space)
    space = address_space;
  return wrap(DIDerivedType::get(
      ctx, tag, string_or_null(ctx, name, name_len), nullptr, 0, nullptr,
      md(base_type), size_in_bits, align_in_bits, offset_in_bits, space,
      std::nullopt, DINode::FlagZero, md(extra_data)));
}

// DIStringType::get.
LLVMMetadataRef dialectic_di_string_type(
    LLVMContextRef context, unsigned tag, const char *name, size_t name_len,
    LLVMMetadataRef length, LLVMMetadataRef length_exp,
    LLVMMetadataRef location_exp, uint64_t size_in_bits,
    uint32_t align_in_bits, unsigned encoding) {
  LLVMContext &ctx = *unwrap(context);
  return wrap(DIStringType::get(ctx, tag, string_or_null(ctx, name, name_len),
                                md(length), md(length_exp), md(location_exp),
                                size_in_bits, align_in_bits, encoding));
}

// DISubroutineType::get.
LLVMMetadataRef dialectic_di_subroutine_type(LLVMContextRef context,
                                             unsigned calling_convention,
                                             LLVMMetadataRef types) {
  return wrap(DISubroutineType::get(*unwrap(context), DINode::FlagZero,
                                    calling_convention, md(types)));
}

// DISubrange::get with optional bounds.
LLVMMetadataRef dialectic_di_subrange(LLVMContextRef context,
                                      LLVMMetadataRef count,
                                      LLVMMetadataRef lower_bound,
                                      LLVMMetadataRef upper_bound,
                                      LLVMMetadataRef stride) {
  return wrap(DISubrange::get(*unwrap(context), md(count), md(lower_bound),
                              md(upper_bound), md(stride)));
}

// DISubprogram::get / getDistinct.
LLVMMetadataRef dialectic_di_subprogram(
    LLVMContextRef context, int distinct, LLVMMetadataRef scope,
    const char *name, size_t name_len, const char *linkage_name,
    size_t linkage_name_len, LLVMMetadataRef file, unsigned line,
    LLVMMetadataRef type, unsigned scope_line, unsigned sp_flags,
    LLVMMetadataRef unit) {
  LLVMContext &ctx = *unwrap(context);
  MDString *n = string_or_null(ctx, name, name_len);
  MDString *l = string_or_null(ctx, linkage_name, linkage_name_len);
  auto flags = static_cast<DISubprogram::DISPFlags>(sp_flags);
  if (distinct)
    return wrap(DISubprogram::getDistinct(ctx, md(scope), n, l, md(file), line,
                                          md(type), scope_line, nullptr, 0, 0,
                                          DINode::FlagZero, flags, md(unit)));
  return wrap(DISubprogram::get(ctx, md(scope), n, l, md(file), line, md(type),
                                scope_line, nullptr, 0, 0, DINode::FlagZero,
                                flags, md(unit)));
}

// DILexicalBlockFile::getDistinct.
LLVMMetadataRef dialectic_di_lexical_block_file(LLVMContextRef context,
                                                LLVMMetadataRef scope,
                                                LLVMMetadataRef file,
                                                unsigned discriminator) {
  return wrap(DILexicalBlockFile::getDistinct(*unwrap(context), md(scope),
                                              md(file), discriminator));
}

// DIModule::get.
LLVMMetadataRef dialectic_di_module(
    LLVMContextRef context, LLVMMetadataRef file, LLVMMetadataRef scope,
    const char *name, size_t name_len, const char *macros, size_t macros_len,
    const char *include_path, size_t include_path_len, const char *apinotes,
    size_t apinotes_len, unsigned line, int is_decl) {
  LLVMContext &ctx = *unwrap(context);
  return wrap(DIModule::get(
      ctx, md(file), md(scope), string_or_null(ctx, name, name_len),
      string_or_null(ctx, macros, macros_len),
      string_or_null(ctx, include_path, include_path_len),
      string_or_null(ctx, apinotes, apinotes_len), line, is_decl != 0));
}

// DINamespace::get.
LLVMMetadataRef dialectic_di_namespace(LLVMContextRef context,
                                       LLVMMetadataRef scope, const char *name,
                                       size_t name_len, int export_symbols) {
  LLVMContext &ctx = *unwrap(context);
  return wrap(DINamespace::get(ctx, md(scope),
                               string_or_null(ctx, name, name_len),
                               export_symbols != 0));
}

// DILocalVariable::get.
LLVMMetadataRef dialectic_di_local_variable(
    LLVMContextRef context, LLVMMetadataRef scope, const char *name,
    size_t name_len, LLVMMetadataRef file, unsigned line, LLVMMetadataRef type,
    unsigned arg, uint32_t align_in_bits) {
  LLVMContext &ctx = *unwrap(context);
  return wrap(DILocalVariable::get(ctx, md(scope),
                                   string_or_null(ctx, name, name_len),
                                   md(file), line, md(type), arg,
                                   DINode::FlagZero, align_in_bits, nullptr));
}

// DIGlobalVariable::getDistinct.
LLVMMetadataRef dialectic_di_global_variable(
    LLVMContextRef context, LLVMMetadataRef scope, const char *name,
    size_t name_len, const char *linkage_name, size_t linkage_name_len,
    LLVMMetadataRef file, unsigned line, LLVMMetadataRef type,
    int is_local_to_unit, int is_defined, uint32_t align_in_bits) {
  LLVMContext &ctx = *unwrap(context);
  return wrap(DIGlobalVariable::getDistinct(
      ctx, md(scope), string_or_null(ctx, name, name_len),
      string_or_null(ctx, linkage_name, linkage_name_len), md(file), line,
      md(type), is_local_to_unit != 0, is_defined != 0, nullptr, nullptr,
      align_in_bits, nullptr));
}

// DIGlobalVariableExpression::get.
LLVMMetadataRef dialectic_di_global_variable_expression(
    LLVMContextRef context, LLVMMetadataRef variable,
    LLVMMetadataRef expression) {
  return wrap(DIGlobalVariableExpression::get(*unwrap(context), md(variable),
                                              md(expression)));
}

// The scope of a global variable's compile unit: its own scope, that of
// a module it is in, or the unit of a subprogram it is in (null when none
// of these is a compile unit).
LLVMMetadataRef dialectic_di_global_variable_unit(LLVMMetadataRef variable) {
  auto *var = unwrap<DIGlobalVariableExpression>(variable)->getVariable();
  if (!var)
    return nullptr;
  DIScope *scope = var->getScope();
  if (auto *mod = dyn_cast_if_present<DIModule>(scope))
    scope = mod->getScope();
  else if (auto *sp = dyn_cast_if_present<DISubprogram>(scope))
    scope = sp->getUnit();
  return wrap(dyn_cast_if_present<DICompileUnit>(scope));
}

// GlobalObject::addDebugInfo.
void dialectic_di_add_global_debug_info(LLVMValueRef global,
                                        LLVMMetadataRef expression) {
  unwrap<GlobalVariable>(global)->addDebugInfo(
      unwrap<DIGlobalVariableExpression>(expression));
}

// DILabel::get.
LLVMMetadataRef dialectic_di_label(LLVMContextRef context,
                                   LLVMMetadataRef scope, const char *name,
                                   size_t name_len, LLVMMetadataRef file,
                                   unsigned line) {
  LLVMContext &ctx = *unwrap(context);
  return wrap(DILabel::get(ctx, md(scope), string_or_null(ctx, name, name_len),
                           md(file), line));
}

// DIBuilder::insertLabel at the end of `block`.
void dialectic_di_insert_label(LLVMModuleRef module, LLVMMetadataRef label,
                               LLVMMetadataRef location,
                               LLVMBasicBlockRef block) {
  DIBuilder builder(*unwrap(module));
  builder.insertLabel(unwrap<DILabel>(label), unwrap<DILocation>(location),
                      unwrap(block));
}

// Whether the node is a local scope (a subprogram or a lexical block).
int dialectic_di_is_local_scope(LLVMMetadataRef node) {
  return isa<DILocalScope>(unwrap(node)) ? 1 : 0;
}

// Whether the node is a temporary one.
int dialectic_di_is_temporary(LLVMMetadataRef node) {
  auto *n = dyn_cast<MDNode>(unwrap(node));
  return n && n->isTemporary() ? 1 : 0;
}

// DILocation::getMergedLocation (null when either is null).
LLVMMetadataRef dialectic_di_merged_location(LLVMMetadataRef a,
                                             LLVMMetadataRef b) {
  if (!a || !b)
    return nullptr;
  return wrap(DILocation::getMergedLocation(unwrap<DILocation>(a),
                                            unwrap<DILocation>(b)));
}

// Triple::isKnownWindowsMSVCEnvironment.
int dialectic_triple_is_msvc(const char *triple, size_t len) {
  return Triple(StringRef(triple, len)).isKnownWindowsMSVCEnvironment() ? 1
                                                                        : 0;
}

} // extern "C"
