// placeholder
public enum CLI {}
