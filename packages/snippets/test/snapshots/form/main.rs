// cargo add tokio --features full
// cargo add reqwest

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let form = [
        ("username", "jane doe"),
        ("note", "a&b=c + d %20 $HOME"),
        ("city", "Zürich"),
        ("empty", ""),
    ];

    let client = reqwest::Client::new();
    let response = client
        .post("https://api.example.com/v1/login")
        .form(&form)
        .send()
        .await?;

    println!("{}", response.text().await?);
    Ok(())
}
