const response: Response = await fetch("https://api.example.com/v1/pets", {
  method: "POST",
  headers: {
    "Accept": "application/json",
    "Content-Type": "application/json",
  },
  body: JSON.stringify({
    "0": "numeric key",
    name: "Rex \"the dog\" O'Brien; $(echo hacked) `id` $HOME ${PATH} #{1 + 1} {$x} ??! 100% \\n é ✓ 😀",
    lines: "line one\nline two\r\n\ttabbed",
    shell: "$(echo expanded) `echo expanded` $HOME ${PATH:-x} !!",
    ruby: "#{raise \"interpolated\"} #@ivar #$global",
    php: "$var {$var} ${var}",
    unicode: "héllo wörld — 日本語 ✓ 😀",
    backslashes: "C:\\Users\\rex\\n not a newline \\u0041",
    control: "bell\u0007 nul-free \u001f end",
    emptyObject: {},
    emptyArray: [],
    oneNumber: [7],
    oneString: ["only"],
    oneObject: [
      {
        id: 1,
      },
    ],
    nested: {
      list: [
        {
          value: null,
        },
        {
          value: true,
        },
      ],
      off: false,
    },
    numbers: {
      float: 3.25,
      negative: -17,
      big: 9007199254740991,
      zero: 0,
    },
  }),
});

console.log(await response.text());
