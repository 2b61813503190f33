// cargo add tokio --features full
// cargo add reqwest --features multipart

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let form = reqwest::multipart::Form::new()
        .text("description", "A \"quoted\" caption; é")
        .part(
            "file",
            reqwest::multipart::Part::bytes(std::fs::read("upload.bin")?)
                .file_name("upload.bin")
                .mime_str("application/octet-stream")?,
        );

    let client = reqwest::Client::new();
    let response = client
        .post("https://api.example.com/v1/uploads")
        .multipart(form)
        .send()
        .await?;

    println!("{}", response.text().await?);
    Ok(())
}
