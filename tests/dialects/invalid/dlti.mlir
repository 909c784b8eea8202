// Data layout attributes MLIR's parser rejects.

// expected-error @+1 {{expected a type or a quoted string}}
module attributes {test.a = #dlti.dl_entry<1, 2>} {}

// -----

// expected-error @+1 {{expected ','}}
module attributes {test.a = #dlti.dl_entry<"k" 2>} {}

// -----

// expected-error @+1 {{invalid kind of attribute specified}}
module attributes {test.a = #dlti.dl_spec<1>} {}

// -----

// expected-error @+1 {{repeated layout entry key: k}}
module attributes {test.a = #dlti.dl_spec<#dlti.dl_entry<"k", 1>, #dlti.dl_entry<"k", 2>>} {}

// -----

// expected-error @+1 {{repeated layout entry key: 'i32'}}
module attributes {test.a = #dlti.dl_spec<#dlti.dl_entry<i32, 1>, #dlti.dl_entry<i32, 2>>} {}

// -----

// expected-error @+1 {{expected '<'}}
module attributes {test.a = #dlti.dl_spec} {}
