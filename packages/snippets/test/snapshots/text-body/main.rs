// cargo add tokio --features full
// cargo add reqwest

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = reqwest::Client::new();
    let response = client
        .post("https://api.example.com/v1/notes")
        .header("Content-Type", "text/plain")
        .body("Rex \"the dog\" O'Brien; $(echo hacked) `id` $HOME ${PATH} #{1 + 1} {$x} ??! 100% \\n é ✓ 😀\nsecond line\n")
        .send()
        .await?;

    println!("{}", response.text().await?);
    Ok(())
}
