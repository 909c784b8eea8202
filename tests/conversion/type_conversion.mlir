// RUN-DIFF: --test-legalize-type-conversion --allow-unregistered-dialect --split-input-file

// Floats widen to f64 and integers are dropped: the i64 argument comes
// back from nothing through a source materialization.
func.func @drop_integer_argument(%a: i64, %b: f32) {
  "foo.use"(%a, %b) : (i64, f32) -> ()
  "foo.return"() : () -> ()
}

// -----

// An i16 argument has no materialization from nothing.
func.func @unmaterializable_argument(%a: i16) {
  "foo.use"(%a) : (i16) -> ()
  "foo.return"() : () -> ()
}

// -----

// The f32 producer becomes an f64 producer; its f32 user stays and gets a
// cast back.
func.func @producer_with_live_user() {
  %0 = "test.type_producer"() : () -> f32
  "foo.use"(%0) : (f32) -> ()
  "foo.return"() : () -> ()
}

// -----

// An f16 result cannot be cast back from f64.
func.func @producer_without_materialization() {
  %0 = "test.type_producer"() : () -> f16
  "foo.use"(%0) : (f16) -> ()
  "foo.return"() : () -> ()
}

// -----

// A rewrite pattern (not a conversion pattern) builds an illegal producer,
// which is converted in turn.
func.func @chained_producers() {
  %0 = "test.another_type_producer"() : () -> bf16
  "foo.use"(%0) : (bf16) -> ()
  "foo.return"() : () -> ()
}

// -----

// An i16 producer becomes an i64 producer, legal as it is; the consumer
// sees the converted value through a target materialization.
func.func @consumer_forwarding() {
  %0 = "test.type_producer"() : () -> i16
  "test.type_consumer"(%0) : (i16) -> ()
  %1 = "test.type_producer"() : () -> f32
  "test.type_consumer"(%1) : (f32) -> ()
  "foo.return"() : () -> ()
}

// -----

// Results of a function are converted too: f32 widens, i8 goes.
func.func @signature(%a: f32, %b: i32) -> (f32, i8) {
  "foo.use"(%b) : (i32) -> ()
  "foo.return"() : () -> ()
}

// -----

// A branch to a block whose argument converts: the argument
// materialization of the f16 argument stays live and fails.
func.func @other_block(%a: f64) {
  "foo.br"(%a)[^bb1] : (f64) -> ()
^bb1(%x: f16):
  "foo.use"(%x) : (f16) -> ()
  "foo.return"() : () -> ()
}

// -----

// Unconverted region arguments of a pattern that fails are restored.
func.func @undone_signature_conversion() {
  "test.signature_conversion_undo"() ({
  ^bb0(%arg0: f32):
    "test.type_consumer"(%arg0) : (f32) -> ()
    "test.return"(%arg0) : (f32) -> ()
  }) : () -> ()
  "foo.return"() : () -> ()
}

// -----

// An op no pattern converts keeps using the f32 argument, which only a
// failing argument materialization can give.
func.func @unconverted_user(%a: f32) {
  %0 = "foo.op"(%a) : (f32) -> f32
  "foo.return"() : () -> ()
}

// -----

func.func @legal_everywhere(%a: f64) -> f64 {
  "foo.return"(%a) : (f64) -> ()
}
