// cargo add tokio --features full
// cargo add reqwest --features json
// cargo add serde_json

use serde_json::json;

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let payload = json!({
        "0": "numeric key",
        "name": "Rex \"the dog\" O'Brien; $(echo hacked) `id` $HOME ${PATH} #{1 + 1} {$x} ??! 100% \\n é ✓ 😀",
        "lines": "line one\nline two\r\n\ttabbed",
        "shell": "$(echo expanded) `echo expanded` $HOME ${PATH:-x} !!",
        "ruby": "#{raise \"interpolated\"} #@ivar #$global",
        "php": "$var {$var} ${var}",
        "unicode": "héllo wörld — 日本語 ✓ 😀",
        "backslashes": "C:\\Users\\rex\\n not a newline \\u0041",
        "control": "bell\u{7} nul-free \u{1f} end",
        "emptyObject": {},
        "emptyArray": [],
        "oneNumber": [7],
        "oneString": ["only"],
        "oneObject": [
            {
                "id": 1,
            },
        ],
        "nested": {
            "list": [
                {
                    "value": null,
                },
                {
                    "value": true,
                },
            ],
            "off": false,
        },
        "numbers": {
            "float": 3.25,
            "negative": -17,
            "big": 9007199254740991_i64,
            "zero": 0,
        },
    });

    let client = reqwest::Client::new();
    let response = client
        .post("https://api.example.com/v1/pets")
        .header("Accept", "application/json")
        .json(&payload)
        .send()
        .await?;

    println!("{}", response.text().await?);
    Ok(())
}
