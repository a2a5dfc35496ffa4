@_exported import ButtonCore
