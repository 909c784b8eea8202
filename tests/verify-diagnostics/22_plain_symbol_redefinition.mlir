module {
  "x.f"() {sym_name = "a"} : () -> ()
  "x.f"() {sym_name = "a"} : () -> ()
}
