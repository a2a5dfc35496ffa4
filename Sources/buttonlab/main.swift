print("buttonlab")
