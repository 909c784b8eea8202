// Tabs before the caret are expanded to 8-column stops.
	// expected-error @+1 {{tab	here}}
	%0 = "x.a"(%1) : (i32) -> i32
  	  // expected-error {{never}}

// -----

// expected-error @+1 {{héllo wörld}}
%0 = "x.a"(%1) : (i32) -> i32 // ünïcode
